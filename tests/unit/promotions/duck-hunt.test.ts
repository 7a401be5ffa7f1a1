import { DUCK_HUNT_GAMES, duckOf, toDuckHuntGameDto, totalWeight } from '@/lib/domain/promotions/duck-hunt';

/** The duck hunt's draw (lib/domain/promotions/duck-hunt.ts): every roll of [0, total weight) maps to a duck by its weight. */
const game = DUCK_HUNT_GAMES[0]!;

it('maps each roll to the duck whose weight band holds it', () => {
  const counts = new Map<string, number>();
  for (let roll = 0; roll < totalWeight(game); roll++) {
    const duck = duckOf(game, roll);
    counts.set(duck.kind, (counts.get(duck.kind) ?? 0) + 1);
  }
  expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(game.ducks.map((d) => [d.kind, d.weight])));
});

it('tells the chances in percent, adding up to 100', () => {
  const dto = toDuckHuntGameDto(game, 7, null);
  expect(dto.ducks.map((d) => d.chance)).toEqual([60, 25, 12, 3]);
  expect(dto).toMatchObject({ actionId: 7, shotsLeft: null, shotsPerDay: game.shotsPerDay });
});
