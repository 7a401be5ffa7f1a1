import { MissingPlayedGame } from '@/components/game-frame/missing-game';

// /play/<name> of no active game: a 404 whose page still says so and falls back to main (spec §2).
export default function MissingGamePage() {
  return <MissingPlayedGame />;
}
