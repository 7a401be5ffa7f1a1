import { fireEvent, screen } from '@testing-library/react';
import { JsonApiError } from '@/lib/client/json-api';
import type { DocumentDto } from '@/lib/domain/documents/documents';
import { DocumentUpload } from '@/components/profile/documents/document-upload';
import { MESSAGES, renderIntl } from '../forms/intl';

const mockUpload = jest.fn();
jest.mock('@/lib/client/documents/upload-document', () => ({
  readAsDataUrl: async () => 'data:image/png;base64,AAAA',
  uploadDocument: (...args: unknown[]) => mockUpload(...args),
}));
jest.mock('@/lib/client/documents/document-writes', () => ({ applyUploaded: async () => undefined }));

const document = { id: 7, kind: 'passport_main', status: 'none' } as unknown as DocumentDto;

beforeAll(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

/** Picks a png and sends it; the server refuses with `code`. */
function refusedWith(code: string, status: number, locale: 'ru' | 'en'): void {
  mockUpload.mockRejectedValueOnce(new JsonApiError('http', status, [{ code }]));
  renderIntl(<DocumentUpload document={document} title="Passport" again={false} />, locale);
  fireEvent.change(screen.getByLabelText(/Passport/), { target: { files: [new File([new Uint8Array(10)], 'passport.png', { type: 'image/png' })] } });
  fireEvent.click(screen.getByRole('button', { name: MESSAGES[locale].documents.send }));
}

describe('the document upload form tells why the server refused', () => {
  it.each(['ru', 'en'] as const)('a picture over 50 megapixels (413 image_too_large), %s', async (locale) => {
    refusedWith('image_too_large', 413, locale);
    expect(await screen.findByText(MESSAGES[locale].documents.errors.image_too_large)).toBeTruthy();
  });

  it.each(['ru', 'en'] as const)('too many uploads this hour (429 request_limit_exceeded), %s', async (locale) => {
    refusedWith('request_limit_exceeded', 429, locale);
    expect(await screen.findByText(MESSAGES[locale].documents.errors.request_limit_exceeded)).toBeTruthy();
  });
});
