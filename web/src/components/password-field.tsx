import { useLingui } from '@lingui/react/macro';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's password input with its show/hide button named in the interface language (Mantine's own
 * name is English). The name avoids the word "password", so a field is found by its label alone.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useLingui();
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': t`Show typed characters` }} {...props} />;
}
