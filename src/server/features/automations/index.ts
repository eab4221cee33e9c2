/** Settings → Automations: the venue's automated e-mails and the log of what they sent. */
export { automationRoutes } from './automations.routes.ts';
export { insertDefaultAutomations } from './automations.repo.ts';
export { acknowledgeInquiry } from './inquiry-acknowledgement.ts';
export { runAutomationsPass } from './automations-pass.ts';
export { runContractSignedAutomations } from './contract-signed.ts';
export { seedDemoAutomations } from './demo-automations.ts';
