import { z } from 'zod';

export const DepartmentSchema = z.object({ departmentCode: z.string(), departmentName: z.string() });
export type Department = z.infer<typeof DepartmentSchema>;
