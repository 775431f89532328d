import { z } from 'zod';

export const RelativeSchema = z.object({
  relativeType: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string().nullable(),
  phoneNo: z.string().nullable(),
  personalNo: z.string().nullable(),
  disabled: z.boolean(),
  hasOneOfTheParents: z.boolean(),
  additionalNeeds: z.boolean(),
});
export type Relative = z.infer<typeof RelativeSchema>;

/** Personal information: only the person themself and administrators see it (SECURITY.md). */
export const PersonalInformationSchema = z.object({
  employeeNo: z.string(),
  name: z.string(),
  lastName: z.string(),
  mobileNo: z.string().nullable(),
  phoneNo: z.string().nullable(),
  companyEmail: z.string().nullable(),
  email: z.string().nullable(),
  declaredAddress: z.string(),
  homeAddress: z.string(),
  iban: z.string(),
  relatives: z.array(RelativeSchema),
});
export type PersonalInformation = z.infer<typeof PersonalInformationSchema>;
