import type { CombinedDataTransformer } from '@trpc/server';
import superjson from 'superjson';

// superjson keeps Dates, undefined and the like across the wire by walking every value of an answer.
// For the few big answers (a schedule month: 2,000 lines) that walk cost more than building the answer,
// on values that are plain JSON anyway. Such an answer names its plain-JSON keys (withPlainJsonKeys):
// superjson walks the rest, those keys are sent as they are. The client reads the result with plain
// superjson, so nothing changes on the wire.

const plainJsonKeysOf = new WeakMap<object, readonly string[]>();

/**
 * Marks `keys` of `value` as holding only JSON (strings, finite numbers, booleans, null, arrays and
 * plain objects of them: no Date, undefined, Map, bigint): they reach the client as they are, without
 * superjson's walk. Use it as the output schema's last step, after zod has checked and copied the value.
 */
export function withPlainJsonKeys<Value extends object>(keys: ReadonlyArray<keyof Value & string>): (value: Value) => Value {
  return (value) => {
    plainJsonKeysOf.set(value, keys);
    return value;
  };
}

function serialize(value: unknown): unknown {
  const plainKeys = typeof value === 'object' && value !== null ? plainJsonKeysOf.get(value) : undefined;
  if (!plainKeys) return superjson.serialize(value);
  const rest: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key of plainKeys) delete rest[key];
  const { json, meta } = superjson.serialize(rest);
  const whole = json as Record<string, unknown>;
  for (const key of plainKeys) whole[key] = (value as Record<string, unknown>)[key];
  return meta ? { json: whole, meta } : { json: whole };
}

/** superjson, except for the keys an answer marked plain JSON (withPlainJsonKeys). */
export const portalTransformer: CombinedDataTransformer = {
  input: superjson,
  output: { serialize, deserialize: (payload) => superjson.deserialize(payload) },
};
