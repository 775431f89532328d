import { CompanySettingsCard } from '../../features/companies/components/company-settings-card';
import { SettingsPage } from '../../features/settings/components/settings-page';

/** Settings composes the companies feature's card into the settings page (features stay independent). */
export function SettingsRoute() {
  return <SettingsPage companyCard={<CompanySettingsCard />} />;
}
