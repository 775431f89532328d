import { em, px, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Below the `sm` breakpoint, where the layout's navbar becomes the burger drawer. */
export function useIsPhone(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(max-width: ${em(Number(px(theme.breakpoints.sm)) - 0.1)})`, false, { getInitialValueInEffect: false });
}
