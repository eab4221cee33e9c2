export { AutomationsSection } from './automations-tab.tsx';
export { AutomationRunsList } from './automation-runs-list.tsx';
