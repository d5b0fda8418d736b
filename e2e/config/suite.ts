/** What each suite of journeys (mock, network, laravel) gives the one Playwright config. */
import type {
  PlaywrightTestConfig,
  PlaywrightTestOptions,
  PlaywrightWorkerOptions,
  Project,
} from '@playwright/test';

export type WebServer = Extract<
  NonNullable<PlaywrightTestConfig['webServer']>,
  { command: string }
>;

/** The options of the mock journeys' fixtures (e2e/test.ts, e2e/slow-device). */
export interface JourneyOptions {
  /** The instant a project's journeys run at (e2e/test.ts). */
  testNow: string;
  /** The CPU slowdown of the slow-device projects (e2e/slow-device). */
  cpuRate: number;
}

export interface Suite {
  projects: Project<PlaywrightTestOptions & JourneyOptions, PlaywrightWorkerOptions>[];
  /** Where each project's journeys are, to tell from a run's file arguments which projects run. */
  folders: ProjectFolders[];
  /** The servers the suite's projects need, started only when one of them runs. */
  servers: WebServer[];
  /** A global setup (a file) to run when one of the suite's projects runs. */
  globalSetup?: string;
}

/** Where a project's journeys are (Suite['folders']), to tell from a run's file arguments which projects run. */
export interface ProjectFolders {
  name: string;
  /** The folders (from the repository root) whose journeys the project runs. */
  folders: string[];
  /** Folders under those that belong to another project. */
  except?: string[];
}
