import { EVENT_STATUS_ORDER, eventStatus, freeSeats, statusOfServer } from '@/lib/domain/tournaments/tournaments';

/** Spec play-promos §4 "Event status" and "Tournament join" (free seats), §3 bet restriction. */
const at = new Date('2026-11-24T12:00:00Z');
const hour = (h: number) => new Date(at.getTime() + h * 3_600_000);

describe('event status', () => {
  it('maps the server status: created → future, active → active, finished → past', () => {
    expect(statusOfServer('created')).toBe('future');
    expect(statusOfServer('active')).toBe('active');
    expect(statusOfServer('finished')).toBe('past');
  });

  it('is future while the start is ahead, active until the end, past once the end has passed', () => {
    expect(eventStatus('future', hour(1), hour(5), at)).toBe('future');
    expect(eventStatus('future', hour(-1), hour(5), at)).toBe('active');
    expect(eventStatus('active', hour(-5), hour(-1), at)).toBe('past');
    expect(eventStatus('active', hour(-5), at, at)).toBe('past');
    expect(eventStatus('active', at, hour(1), at)).toBe('active');
  });

  it('stays past when the server says so, whatever the dates', () => {
    expect(eventStatus('past', hour(-1), hour(5), at)).toBe('past');
  });

  it('has no end without an end date', () => {
    expect(eventStatus('active', hour(-100), null, at)).toBe('active');
  });

  it('orders lists active, then future, then past', () => {
    const sorted = (['past', 'future', 'active'] as const).slice().sort((a, b) => EVENT_STATUS_ORDER[a] - EVENT_STATUS_ORDER[b]);
    expect(sorted).toEqual(['active', 'future', 'past']);
  });
});

describe('seats', () => {
  it('free seats are the limit minus the members, never below zero; unlimited without a limit', () => {
    expect(freeSeats(10, 3)).toBe(7);
    expect(freeSeats(3, 3)).toBe(0);
    expect(freeSeats(3, 5)).toBe(0);
    expect(freeSeats(null, 500)).toBeNull();
  });
});
