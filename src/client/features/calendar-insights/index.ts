// Wiring only: the Heat Map and AI Recommendations tabs are being built (issue #14).
export { HeatMapTab } from './heat-map-tab.tsx';
export { RecommendationsTab } from './recommendations-tab.tsx';
