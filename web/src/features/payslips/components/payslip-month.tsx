import { useQuery } from '@tanstack/react-query';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useTRPC } from '../../../lib/trpc';
import { PayslipLines } from './payslip-lines';

interface PayslipMonthProps {
  employeeNo: string;
  year: number;
  month: number;
}

/** One month's payslip, loaded when its history item is first opened. */
export function PayslipMonth({ employeeNo, year, month }: PayslipMonthProps) {
  const trpc = useTRPC();
  const payslip = useQuery(trpc.payslips.get.queryOptions({ employeeNo, year, month }));
  if (payslip.isPending) return <LoadingBlock lines={3} />;
  if (payslip.isError) return <QueryErrorAlert error={payslip.error} />;
  // The month vanished from the ERP after the history was listed: nothing to show.
  if (!payslip.data) return null;
  // The history's line above already shows the month's net pay.
  return <PayslipLines payslip={payslip.data} withNetPay={false} />;
}
