import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/api-client';
import { downloadFile } from '../../../../lib/csv';
import { getAllTransactions } from '../../api/get-transactions';
import type { TransactionFilters } from '../../api/query-keys';
import { transactionsCsvFilename, transactionsToCsv } from '../../lib/transactions-csv';

/** Downloads every row the filters select, not just the pages on screen. */
export function ExportCsvButton({ filters, disabled }: { filters: TransactionFilters; disabled?: boolean }) {
  const [exporting, setExporting] = useState(false);

  async function onExport() {
    setExporting(true);
    try {
      const rows = await getAllTransactions(filters);
      downloadFile(transactionsCsvFilename(), transactionsToCsv(rows));
      toast.success(`Exported ${rows.length} transaction${rows.length === 1 ? '' : 's'}`);
    } catch (error) {
      toast.error(errorMessage(error, 'Export failed. Please try again.'));
    } finally {
      setExporting(false);
    }
  }

  return (
    <Button
      variant="outline"
      onClick={onExport}
      loading={exporting}
      loadingText="Exporting..."
      disabled={disabled}
      leftIcon={<Download className="size-4" aria-hidden />}
      data-testid="tx-export"
    >
      Export CSV
    </Button>
  );
}
