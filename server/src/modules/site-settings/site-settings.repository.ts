import { type PreAuthSettings, type SiteSettings, parseEmployeeMenu } from '@portal/shared';
import type { Executor } from '../../db/transaction';

export function get(db: Executor) {
  return db.selectFrom('site_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}

type Row = Awaited<ReturnType<typeof get>>;

export function toPreAuthSettings(row: Row): PreAuthSettings {
  return {
    siteClosed: row.site_closed,
    systemMessage: row.system_message,
    systemMessageEn: row.system_message_en,
    messageType: Math.min(4, Math.max(0, row.message_type)) as PreAuthSettings['messageType'],
    environmentName: row.environment_name,
    environmentColor: row.environment_color,
    version: row.version,
    enableWinIntegratedAuth: row.enable_win_integrated_auth,
    enableAzureSsoAuth: row.enable_azure_sso_auth,
    azureAdClientId: row.azure_ad_client_id,
    azureAdAuthority: row.azure_ad_authority,
  };
}

export function toSiteSettings(row: Row): SiteSettings {
  return {
    ...toPreAuthSettings(row),
    employeeMenu: parseEmployeeMenu(row.employee_menu),
    workingTimePlanShowFact: row.working_time_plan_show_fact,
    workingTimePlanShowPlan: row.working_time_plan_show_plan,
    contactsEmployeeNo: row.contacts_employee_no,
    contactsNameFormat: row.contacts_name_format === 'last-first' ? 'last-first' : 'first-last',
    absenceCalendarViews: Array.isArray(row.absence_calendar_views) ? row.absence_calendar_views.map(String) : [],
  };
}
