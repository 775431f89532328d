interface LogoProps {
  size?: number;
}

/** The portal's mark: a person on a rounded square. Decorative; the application name is always next to it. */
export function Logo({ size = 40 }: LogoProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--mantine-color-blue-7)" />
      <circle cx="32" cy="23" r="9" fill="#fff" />
      <path d="M15 51c1.5-9.5 8.5-15 17-15s15.5 5.5 17 15z" fill="#fff" />
    </svg>
  );
}
