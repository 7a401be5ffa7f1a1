import ru from '@/messages/ru.json';
import en from '@/messages/en.json';
import itMessages from '@/messages/it.json';
import { TOURNAMENT_ERROR_CODES } from '@/lib/domain/tournaments/tournaments';

/** Spec §8: a refused join is shown as `tournament.errors.<code>`; every code has its text in every language. */
it('has a text for every tournament refusal, in ru, en and it', () => {
  for (const messages of [ru, en, itMessages]) {
    const texts: Record<string, string> = messages.tournament.errors;
    expect(TOURNAMENT_ERROR_CODES.filter((code) => !texts[code]?.trim())).toEqual([]);
  }
});
