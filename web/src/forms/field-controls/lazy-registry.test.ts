import { FieldType } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import * as rareControls from './lazy-controls';
import { controlLoaders, controlOf } from './lazy-registry';
import { fieldControls } from './registry';

describe('the controls fetched on demand', () => {
  it('load, for every field type, the control the registry draws', async () => {
    const rare = new Map(Object.entries(rareControls).map(([name, control]) => [control, name]));
    for (const type of Object.values(FieldType)) {
      const drawn = fieldControls[type];
      const loaded = await controlLoaders[type]();
      // The registry draws a rare type through the fetched-on-demand control named after it.
      if (rare.has(drawn)) {
        expect(drawn, `type ${type}`).toBe(controlOf(type));
        expect(loaded.name, `type ${type}`).toBe(rare.get(drawn));
      } else {
        expect(loaded, `type ${type}`).toBe(drawn);
      }
    }
  });

  it('keeps one component per type, and draws an unknown type as text', () => {
    expect(controlOf(FieldType.vehicle)).toBe(controlOf(FieldType.vehicle));
    expect(controlOf(999)).toBe(controlOf(FieldType.text));
  });
});
