/** @jest-environment node */
import sharp from 'sharp';
import { DOCUMENT_MAX_PIXELS } from '@/lib/domain/documents/documents';
import { DomainError } from '@/lib/domain/domain-error';
import { cleanImage, declaresTooManyPixels } from '@/lib/platform/documents/document-image';
import { pngDeclaring } from '../../integration/helpers/png-declaring';

const refusal = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: unknown) => (error instanceof DomainError ? { kind: error.kind, code: error.code, field: error.field } : error),
  );

describe('the pixel cap of a document picture (document-image.ts)', () => {
  it('is judged on the declared width × height: up to DOCUMENT_MAX_PIXELS passes, one more does not', () => {
    expect(declaresTooManyPixels({ width: 10_000, height: DOCUMENT_MAX_PIXELS / 10_000 })).toBe(false);
    expect(declaresTooManyPixels({ width: DOCUMENT_MAX_PIXELS + 1, height: 1 })).toBe(true);
    expect(declaresTooManyPixels({ width: 20_000, height: 20_000 })).toBe(true);
    expect(declaresTooManyPixels({})).toBe(false);
  });

  it('refuses a few hundred bytes declaring 20 000 × 20 000 as image_too_large, from the header alone', async () => {
    const bomb = pngDeclaring(20_000, 20_000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20_000);
    expect(await refusal(cleanImage(bomb))).toEqual({ kind: 'too_large', code: 'image_too_large', field: 'file' });
  });

  it('still cleans an ordinary picture', async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#123456' } }).png().toBuffer();
    const clean = await cleanImage(png);
    expect(clean.format).toBe('png');
    expect((await sharp(clean.bytes).metadata()).width).toBe(30);
  });
});
