import { Download } from 'lucide-react';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { saveFile } from '#client/lib/file-download.ts';
import { buildBookingsCsv, getBookingsCsvFileName } from './bookings-csv.ts';

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
        // A byte-order mark, so spreadsheet programs read the file as UTF-8 (names like Quinceañera).
        saveFile(
          new Blob(['\uFEFF', buildBookingsCsv(bookings, timeZone)], { type: 'text/csv;charset=utf-8' }),
          getBookingsCsvFileName(month, timeZone),
        )
      }
    >
      <Download aria-hidden="true" />
      Export
    </Button>
  );
}
