import { Download } from 'lucide-react';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { buildBookingsCsv, getBookingsCsvFileName } from './bookings-csv.ts';

function downloadText(fileName: string, text: string, type: string) {
  // A byte-order mark, so spreadsheet programs read the file as UTF-8 (names like Quinceañera).
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** CSV of the bookings on screen after the filters, in venue time; disabled when none match (spec §2). */
export function ExportBookingsButton({
  bookings,
  month,
  timeZone,
}: {
  bookings: readonly Booking[];
  month: Date;
  timeZone: string;
}) {
  return (
    <Button
      variant="outline"
      disabled={bookings.length === 0}
      onClick={() =>
        downloadText(
          getBookingsCsvFileName(month, timeZone),
          buildBookingsCsv(bookings, timeZone),
          'text/csv;charset=utf-8',
        )
      }
    >
      <Download aria-hidden="true" />
      Export
    </Button>
  );
}
