/** The bell's notice to a booking's client of a contract to sign, in the booking's language. Server only. */
export const contractNoticeEn = {
  'contractNotice.sent.title': '{venueName} sent you "{contractName}" to sign',
  'contractNotice.sent.body': 'For {coupleNames}. Sign it from your portal or the e-mailed link.',
} as const;
