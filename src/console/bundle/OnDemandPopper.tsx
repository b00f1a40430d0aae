import { forwardRef, lazy, Suspense, useState, type ComponentProps } from 'react';

const Popper = lazy(() => import('@mui/material/Popper'));

type PopperProps = ComponentProps<typeof Popper>;

/**
 * MUI's Popper as MUI's tooltips and autocompletes get it in the console's build (`popperOnDemand` in
 * src/tools/build/bundlePlugins.ts): nothing until it is first opened, then the real Popper and its positioning
 * engine (@popperjs/core), fetched then, about 7 KB gzip no page needs before someone hovers a button or opens a
 * dropdown. Once fetched it stays, so closing transitions run as MUI's own do.
 */
const OnDemandPopper = forwardRef<HTMLDivElement, PopperProps>(function OnDemandPopper(props, ref) {
  const [wanted, setWanted] = useState(false);
  if (!wanted && (props.open || props.keepMounted)) setWanted(true);
  if (!wanted && !props.open && !props.keepMounted) return null;
  return (
    <Suspense fallback={null}>
      <Popper ref={ref} {...props} />
    </Suspense>
  );
});

export default OnDemandPopper;
