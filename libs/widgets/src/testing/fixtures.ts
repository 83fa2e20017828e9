import { AMPLIFY_SETTING, WIDGET_TYPES, WIDGET_TYPE_SETTINGS } from '../model/widget-types.js';

/** Every Amplify account setting on: the feature and each widget type (F6-030..F6-034). */
export const ALL_AMPLIFY_SETTINGS: readonly string[] = [AMPLIFY_SETTING, ...WIDGET_TYPES.map((type) => WIDGET_TYPE_SETTINGS[type])];
