import 'server-only';
import { giftActivationError } from '@/lib/platform/gifts/errors';
import type { GiftEffect } from './effect';

// Placeholder so effects/index.ts compiles: replaced by branch h/compoints.
export const compointEffect: GiftEffect = () => Promise.reject(giftActivationError('invalid_offer'));
