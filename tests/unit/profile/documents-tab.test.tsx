import { act, fireEvent, screen, within } from '@testing-library/react';
import type { DocumentDto, DocumentsDto } from '@/lib/domain/documents/documents';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import { DocumentsTab } from '@/components/profile/documents/documents-tab';
import { applyDocumentReviewed } from '@/lib/client/documents/document-writes';
import { clearPlayerCache } from '@/lib/client/swr/player-cache';
import { MESSAGES, renderIntl } from '../forms/intl';
import { makeProfile, mockFetch, signIn, type FetchMock } from '../contacts/test-helpers';

const d = MESSAGES.ru.documents;
let api: FetchMock;

beforeEach(() => {
  clearPlayerCache();
  api = mockFetch();
});

const doc = (id: number, kind: DocumentDto['kind'], group: DocumentDto['group'], status: DocumentDto['status'] = 'none', extra: Partial<DocumentDto> = {}): DocumentDto => ({
  id,
  kind,
  group,
  status,
  decline_reason: null,
  required: kind === 'passport_main' || kind === 'selfie_with_passport',
  uploaded_at: null,
  reviewed_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
  ...extra,
});

const LIST: DocumentsDto = {
  is_verified: false,
  data: [
    doc(1, 'passport_main', 'identity', 'wait'),
    doc(2, 'passport_registration', 'identity'),
    doc(3, 'selfie_with_passport', 'identity', 'cancel', { decline_reason: 'glare' }),
    doc(4, 'card_front', 'bank_card'),
    doc(5, 'wallet_screenshot', 'e_wallet'),
    doc(6, 'additional', 'additional'),
  ],
};

async function showTab(list: DocumentsDto = LIST) {
  await signIn(api, makeProfile());
  api.on('GET', '/json-api/verifications', { body: list });
  await act(async () => {
    renderIntl(<DocumentsTab />);
  });
}

describe('verification tab', () => {
  it('shows every group and document with its status: the review time while waiting, the reason when declined', async () => {
    await showTab();
    for (const group of ['identity', 'bank_card', 'e_wallet', 'additional'] as const) expect(screen.getByRole('heading', { name: d.groups[group] })).toBeInTheDocument();
    const main = screen.getByTestId('document-passport_main');
    expect(within(main).getByTestId('document-status')).toHaveTextContent(d.statuses.wait);
    expect(main).toHaveTextContent(d.waitHint);
    expect(within(main).queryByLabelText(`Выбрать файл: ${d.kinds.passport_main.title}`)).toBeNull();
    const selfie = screen.getByTestId('document-selfie_with_passport');
    expect(within(selfie).getByTestId('document-declined')).toHaveTextContent(`Причина: ${d.reasons.glare}`);
    expect(within(selfie).getByText(d.sendAgain)).toBeInTheDocument();
    expect(screen.getByText(d.notVerified)).toBeInTheDocument();
  });

  it('refuses a file that is not a jpg or png, or is over 32 MB, before sending anything', async () => {
    await showTab();
    const input = screen.getByLabelText(`Выбрать файл: ${d.kinds.card_front.title}`);
    fireEvent.change(input, { target: { files: [new File(['hello'], 'passport.txt', { type: 'text/plain' })] } });
    expect(within(screen.getByTestId('document-card_front')).getByRole('alert')).toHaveTextContent(d.errors.wrong_mime_type);
    const huge = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 33 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(within(screen.getByTestId('document-card_front')).getByRole('alert')).toHaveTextContent(d.errors.file_too_large);
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('follows the operator’s decision live', async () => {
    await showTab();
    api.on('GET', '/json-api/users/profile', { body: { data: makeProfile({ is_verified: false }) } });
    await act(async () => {
      await applyDocumentReviewed({ type: REALTIME_EVENTS.documentReviewed, document: doc(1, 'passport_main', 'identity', 'success'), is_verified: false });
    });
    expect(within(screen.getByTestId('document-passport_main')).getByTestId('document-status')).toHaveTextContent(d.statuses.success);
  });
});
