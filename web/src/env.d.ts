/// <reference types="vite/client" />

// Catalogs are imported as .po files and compiled by @lingui/vite-plugin at build time.
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
