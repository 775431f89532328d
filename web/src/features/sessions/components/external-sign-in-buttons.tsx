import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Divider, Stack } from '@mantine/core';
import type { PreAuthSettings } from '@portal/shared';
import { IconBrandWindows, IconBuildingSkyscraper } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { errorMessages } from '../../../lib/error-messages';
import { showFailure } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';
import { acquireAzureIdToken, AzureSignInCancelled, AzureSignInNotConfigured } from '../azure/azure-id-token';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

interface ExternalSignInButtonsProps {
  settings: PreAuthSettings;
}

/** Windows integrated and Microsoft Entra ID sign-in, each shown only when the site settings enable it. */
export function ExternalSignInButtons({ settings }: ExternalSignInButtonsProps) {
  const { i18n } = useLingui();
  const trpc = useTRPC();
  const completeSignIn = useCompleteSignIn();
  // Windows sign-in lands on the work-time dashboard (spec 1 §2): it is the planners' way in.
  const windowsSignIn = useMutation(
    trpc.sessions.windowsAuth.mutationOptions({ onSuccess: (result) => completeSignIn(result, '/wtm-area/dashboard') }),
  );
  const azureSignIn = useMutation(trpc.sessions.azureAdAuth.mutationOptions({ onSuccess: (result) => completeSignIn(result) }));

  const signInWithAzure = async () => {
    try {
      const idToken = await acquireAzureIdToken(settings);
      azureSignIn.mutate({ idToken });
    } catch (error) {
      if (error instanceof AzureSignInNotConfigured) showFailure(i18n._(errorMessages['errors.azure_authentication_unavailable']));
      else if (!(error instanceof AzureSignInCancelled)) throw error;
    }
  };

  if (!settings.enableWinIntegratedAuth && !settings.enableAzureSsoAuth) return null;
  return (
    <Stack gap="sm">
      <Divider label={<Trans>or</Trans>} labelPosition="center" />
      {settings.enableWinIntegratedAuth ? (
        <Button
          variant="default"
          leftSection={<IconBrandWindows size={18} aria-hidden />}
          loading={windowsSignIn.isPending}
          onClick={() => windowsSignIn.mutate()}
        >
          <Trans>Continue with Windows</Trans>
        </Button>
      ) : null}
      {settings.enableAzureSsoAuth ? (
        <Button
          variant="default"
          leftSection={<IconBuildingSkyscraper size={18} aria-hidden />}
          loading={azureSignIn.isPending}
          onClick={() => void signInWithAzure()}
        >
          <Trans>Continue with Microsoft</Trans>
        </Button>
      ) : null}
    </Stack>
  );
}
