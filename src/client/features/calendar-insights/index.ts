// What the Calendar page uses of the insights: the Heat Map and AI Recommendations tabs.
export { HeatMapTab } from './heat-map-tab.tsx';
export { RecommendationsTab } from './recommendations-tab.tsx';
