/**
 * A lazily loaded component that can also be loaded ahead of its first render. Once loaded it
 * renders without suspending, which hydration needs: a server-rendered page whose code is still
 * on its way when the first update arrives (the session check, say) is thrown away and drawn
 * again from its fallback, and the page blinks.
 */
import { lazy, useState, type ComponentType } from 'react';

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  preload(): Promise<void>;
};

export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = undefined; // a later visit tries again
        throw error;
      },
    ));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });

  function Preloadable(props: P) {
    // Chosen once per mount: switching between the two later would remount the page.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
