/**
 * Every kind of notification, who receives it and how the Profile page names it. Writers use
 * these kinds; the e-mail preferences accept only these.
 */
export const notificationKinds = [
  { kind: 'lead.created', audience: 'staff', label: 'New leads and inquiries', emailByDefault: true },
  { kind: 'contract.viewed', audience: 'staff', label: 'A contract was opened by its signer', emailByDefault: false },
  { kind: 'contract.signed', audience: 'staff', label: 'A contract was signed', emailByDefault: true },
  { kind: 'payment.received', audience: 'staff', label: 'A payment was received', emailByDefault: true },
  { kind: 'payment.failed', audience: 'staff', label: 'A payment failed', emailByDefault: true },
  { kind: 'payment.overdue', audience: 'staff', label: 'A payment is overdue', emailByDefault: true },
  { kind: 'payment.exception', audience: 'staff', label: 'A payment needs a look', emailByDefault: true },
  { kind: 'client.joined', audience: 'staff', label: 'A client joined the portal', emailByDefault: false },
  { kind: 'payment.due', audience: 'client', label: 'A payment is due', emailByDefault: true },
  // The signing request is itself an e-mail to the signer, so a second one would only repeat it.
  { kind: 'contract.sent', audience: 'client', label: 'A contract to sign', emailByDefault: false, emailed: true },
] as const satisfies readonly NotificationKindInfo[];

export interface NotificationKindInfo {
  kind: string;
  audience: NotificationAudience;
  label: string;
  /** Whether it comes by e-mail until the user chooses otherwise. */
  emailByDefault: boolean;
  /** Already e-mailed by its own feature: no preference is offered for it. */
  emailed?: boolean;
}

export type NotificationAudience = 'staff' | 'client';
export type NotificationKind = (typeof notificationKinds)[number]['kind'];
export type StaffNotificationKind = Extract<(typeof notificationKinds)[number], { audience: 'staff' }>['kind'];
export type ClientNotificationKind = Extract<(typeof notificationKinds)[number], { audience: 'client' }>['kind'];

export const notificationKindValues = notificationKinds.map((info) => info.kind) as [
  NotificationKind,
  ...NotificationKind[],
];

/** The kinds a user of this audience may choose to receive by e-mail, in the Profile page's order. */
export function getEmailableKinds(audience: NotificationAudience): NotificationKindInfo[] {
  return notificationKinds.filter((info) => info.audience === audience && !('emailed' in info && info.emailed));
}

export function getNotificationKind(kind: string): NotificationKindInfo | undefined {
  return notificationKinds.find((info) => info.kind === kind);
}
