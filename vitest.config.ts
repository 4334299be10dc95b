import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Vitest's default is one worker fewer than the cores: on CI's two, a single worker, with a
      // core idle (the unit and dom projects took 148 s, and 106 s on two workers).
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: [
              'src/**/*.test.ts',
              'worlds/**/*.test.ts',
              'tests/**/*.test.ts',
              'scripts/*.test.ts',
              'bench/*.test.ts',
            ],
          },
        },
        {
          extends: true,
          test: {
            // The real Flow emulator: each file starts its own (emulator/test/seeded-emulator.ts).
            name: 'emulator',
            environment: 'node',
            include: [
              'emulator/test/**/*.test.ts',
              'fault-proxy/test/**/*.test.ts',
              'history-stand-in/test/**/*.test.ts',
              'test-wallet/test/**/*.test.ts',
            ],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            // The normal world, seeded once for every suite (emulator/test/seeded-normal-world.ts).
            globalSetup: ['emulator/test/seeded-normal-world.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['src/**/*.test.tsx'],
            setupFiles: ['./src/test/setup-dom.ts'],
          },
        },
      ],
    },
  }),
);
