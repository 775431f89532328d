import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { LoadingBlock } from './loading-block';

// Parts of a screen that only some documents or some users need live in chunks of their own (issue #12,
// the bundle budget): a screen's chunk carries a small wrapper, and the part is fetched when first drawn.
// Both makers are marked free of side effects, so a wrapper nobody draws is left out of the build.

/**
 * A section fetched when it is first drawn; until it arrives a skeleton holds its place, as while
 * its data loads. `load` names the module and the export: `() => import('./x').then((m) => m.X)`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazySection<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = <LoadingBlock />,
): ComponentType<Props> {
  const Part = lazy(async () => ({ default: await load() })) as unknown as ComponentType<Props>;
  return function LazySection(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  };
}

/**
 * A dialog fetched when it is first opened: nothing of it loads for a visitor who never opens it.
 * Once fetched it stays mounted, so closing plays its transition and reopening is immediate.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpened: (props: Props) => boolean,
): ComponentType<Props> {
  const Dialog = lazy(async () => ({ default: await load() })) as unknown as ComponentType<Props>;
  return function LazyDialog(props: Props) {
    const [wasOpened, setWasOpened] = useState(false);
    const opened = isOpened(props);
    // Adjusted while rendering (not in an effect): the first opening mounts the dialog at once.
    if (opened && !wasOpened) setWasOpened(true);
    if (!opened && !wasOpened) return null;
    // The modal opens when its code is in: a moment's wait, never a stand-in that is swapped for it.
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
