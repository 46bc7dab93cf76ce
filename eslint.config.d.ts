// Types of eslint.config.js, for the features' structure test (src/features/features.test.ts).
import type { Linter } from 'eslint';

export declare const FEATURE_ORDER: readonly string[];
declare const config: Linter.Config[];
export default config;
