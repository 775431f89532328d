import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { portalTransformer, withPlainJsonKeys } from './transformer';

const { serialize, deserialize } = portalTransformer.output;

describe('the answers’ transformer', () => {
  it('is superjson for an answer that marks nothing', () => {
    const answer = { at: new Date('2026-12-07T10:00:00Z'), missing: undefined, lines: [{ id: 1 }] };
    expect(serialize(answer)).toEqual(superjson.serialize(answer));
    expect(deserialize(serialize(answer))).toEqual(answer);
  });

  it('sends the plain-JSON keys as they are and walks the rest', () => {
    const lines = [{ id: 1, name: 'Jonas', entries: '1,w,f,n,1,5,3,,08:00,16:00,8,0' }];
    const answer = withPlainJsonKeys<{ at: Date; lines: typeof lines }>(['lines'])({ at: new Date('2026-12-07T10:00:00Z'), lines });
    const sent = serialize(answer) as { json: { lines: unknown }; meta: { values: Record<string, unknown> } };
    // The same array, not a copy walked key by key; the Date beside it still travels as a Date.
    expect(sent.json.lines).toBe(lines);
    expect(Object.keys(sent.meta.values)).toEqual(['at']);
    expect(JSON.parse(JSON.stringify(sent))).toEqual(JSON.parse(JSON.stringify(superjson.serialize(answer))));
    expect(deserialize(JSON.parse(JSON.stringify(sent)))).toEqual(answer);
  });

  it('leaves the answer itself untouched', () => {
    const answer = withPlainJsonKeys<{ total: number; lines: number[] }>(['lines'])({ total: 2, lines: [1, 2] });
    serialize(answer);
    expect(answer).toEqual({ total: 2, lines: [1, 2] });
  });
});
