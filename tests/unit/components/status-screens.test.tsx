import { fireEvent, screen } from '@testing-library/react';
import { ErrorBoundaryScreen } from '@/components/status/error-boundary-screen';
import { StandaloneFrame, StatusScreen } from '@/components/status/status-screen';
import { renderRu } from './intl';

describe('error screens', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('a status page says what happened and leads back to the lobby', () => {
    renderRu(<StatusScreen code="429" lobbyHref="/" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Слишком много запросов' })).toBeInTheDocument();
    expect(screen.getByText('Ошибка 429')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться в лобби' })).toHaveAttribute('href', '/');
  });

  it('the jurisdiction block offers no way into the site', () => {
    renderRu(
      <StandaloneFrame homeLabel="Croupier — на главную">
        <StatusScreen code="jurisdiction" />
      </StandaloneFrame>,
    );
    expect(screen.getByRole('heading', { name: 'Сайт недоступен в вашей юрисдикции' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('an error boundary shows "try later" with a retry and the way back', () => {
    const reset = jest.fn();
    renderRu(<ErrorBoundaryScreen error={new Error('boom')} reset={reset} variant="guest" />);
    expect(screen.getByRole('heading', { name: 'Непредвиденная ошибка' })).toBeInTheDocument();
    expect(screen.getByText(/Попробуйте позже/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Попробовать снова' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Вернуться в лобби' })).toHaveAttribute('href', '/guest');
  });
});
