// The team feature's public entry: what other features use (decision 011).
export { TeamAccessTab } from './team-access-tab.tsx';
