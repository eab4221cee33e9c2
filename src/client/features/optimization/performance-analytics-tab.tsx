import { QueryError } from '#client/components/query-error.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { formatDollars } from '#client/lib/format.ts';
import {
  BookingStatusChart,
  LeadSourceChart,
  LeadStageChart,
  OccupancyChart,
  RevenueChart,
} from './analytics-charts.tsx';
import {
  formatPercent,
  getBookingRows,
  getRevenueRows,
  getSourceRows,
  getStageRows,
  getWeekdayRows,
  summarizeBookings,
  summarizeOccupancy,
  summarizeRevenue,
  summarizeSources,
  summarizeStages,
} from './analytics-format.ts';
import { usePerformanceAnalytics } from './api.ts';
import { ChartCard } from './chart-card.tsx';

/**
 * Spec §2's Performance Analytics tab: revenue by month (paid against scheduled), bookings by
 * status, the lead funnel by stage and by source, and occupancy by weekday, each as a chart, a
 * summary in words and a table. This file and the charts load only when the tab opens.
 */
export function PerformanceAnalyticsTab() {
  const query = usePerformanceAnalytics();
  const analytics = query.data;

  if (query.isError) {
    return (
      <QueryError
        title="The performance analytics could not be loaded."
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (!analytics) {
    return (
      <div role="status" aria-label="Loading the performance analytics" className="grid gap-4 lg:grid-cols-2">
        <span className="sr-only">Loading the performance analytics</span>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-80 w-full" aria-hidden="true" />
        ))}
      </div>
    );
  }

  const revenueRows = getRevenueRows(analytics);
  const bookingRows = getBookingRows(analytics);
  const stageRows = getStageRows(analytics);
  const sourceRows = getSourceRows(analytics);
  const weekdayRows = getWeekdayRows(analytics);
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2">
      <h2 className="sr-only">Performance Analytics</h2>
      <div className="min-w-0 lg:col-span-2">
        <ChartCard
          title="Revenue by Month"
          summary={summarizeRevenue(revenueRows)}
          chart={<RevenueChart rows={revenueRows} />}
          rows={revenueRows}
          rowKey={(row) => row.month}
          columns={[
            { header: 'Month', cell: (row) => row.label },
            { header: 'Paid', cell: (row) => formatDollars(row.paid), numeric: true },
            { header: 'Scheduled', cell: (row) => formatDollars(row.scheduled), numeric: true },
          ]}
        />
      </div>
      <ChartCard
        title="Bookings by Status"
        summary={summarizeBookings(analytics)}
        chart={<BookingStatusChart rows={bookingRows} />}
        rows={bookingRows}
        rowKey={(row) => row.status}
        columns={[
          { header: 'Status', cell: (row) => row.label },
          { header: 'Bookings', cell: (row) => row.count, numeric: true },
        ]}
      />
      <ChartCard
        title="Occupancy by Weekday"
        summary={summarizeOccupancy(analytics)}
        chart={<OccupancyChart rows={weekdayRows} />}
        rows={weekdayRows}
        rowKey={(row) => row.label}
        columns={[
          { header: 'Weekday', cell: (row) => row.label },
          { header: 'Taken', cell: (row) => row.takenSlots, numeric: true },
          { header: 'Open', cell: (row) => row.openSlots, numeric: true },
          {
            header: 'Occupancy',
            cell: (row) => (row.rate === null ? 'Closed' : formatPercent(row.rate)),
            numeric: true,
          },
        ]}
      />
      <ChartCard
        title="Lead Funnel by Stage"
        summary={summarizeStages(analytics)}
        chart={<LeadStageChart rows={stageRows} />}
        rows={stageRows}
        rowKey={(row) => row.stage}
        columns={[
          { header: 'Stage', cell: (row) => row.label },
          { header: 'Leads', cell: (row) => row.count, numeric: true },
        ]}
      />
      <ChartCard
        title="Lead Funnel by Source"
        summary={summarizeSources(analytics)}
        chart={<LeadSourceChart rows={sourceRows} />}
        rows={sourceRows}
        rowKey={(row) => row.label}
        columns={[
          { header: 'Source', cell: (row) => row.label },
          { header: 'Leads', cell: (row) => row.leads, numeric: true },
          { header: 'Converted', cell: (row) => row.converted, numeric: true },
          { header: 'Conversion', cell: (row) => formatPercent(row.rate), numeric: true },
        ]}
      />
    </div>
  );
}
