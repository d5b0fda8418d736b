<?php

namespace Tests\Feature;

use Database\Seeders\ConformanceSeeder;
use Dotenv\Dotenv;
use Symfony\Component\Process\Process;
use Tests\TestCase;

/**
 * The Council Chat API contract, checked by `php artisan test`: serves this app on a free loopback
 * port (with Reverb and a queue worker when the app uses them), on a fresh, migrated and seeded
 * copy of the tests' database, runs the contract's single-file runner (council-conformance.mjs)
 * against it, and fails with the runner's FAIL lines.
 *
 * The served app runs as `php artisan serve` would run it, from the app's own .env (phpunit.xml's
 * in-process settings are left out), with the tests' database and only the conformance settings on
 * top. Needs Node 20+ (CONFORMANCE_NODE, else `node`) and the runner file (CONFORMANCE_RUNNER, else
 * council-conformance.mjs in the app's root). Options come from council-conformance.json in the
 * app's root and CONFORMANCE_ARGS (extra arguments, split on spaces).
 * Guide: conformance/laravel/README.md of the frontend repository. Laravel 11 and 12.
 */
class ContractConformanceTest extends TestCase
{
    /** Set on top of the app's own environment while the runner runs, and nothing else. */
    private const CONFORMANCE_ENV = [
        // External services answer from their fakes (config/conformance.php), mail goes nowhere.
        'CONFORMANCE_FAKES' => 'true',
        'MAIL_MAILER' => 'array',
        // One process: `php -S` workers would outlive a stopped parent.
        'PHP_CLI_SERVER_WORKERS' => false,
    ];

    /** Drivers that live for one PHP process: the runner's session and throttles must outlive a request. */
    private const PER_PROCESS_DRIVERS = ['SESSION_DRIVER' => 'file', 'CACHE_STORE' => 'file'];

    /** @var list<Process> */
    private array $processes = [];

    private ?string $database = null;

    protected function tearDown(): void
    {
        foreach (array_reverse($this->processes) as $process) {
            $process->stop(5);
        }
        if ($this->database !== null && is_file($this->database)) {
            unlink($this->database);
        }
        parent::tearDown();
    }

    public function test_the_api_conforms_to_the_contract(): void
    {
        $node = getenv('CONFORMANCE_NODE') ?: 'node';
        $this->requireNode($node);
        $runner = getenv('CONFORMANCE_RUNNER') ?: base_path('council-conformance.mjs');
        if (! is_file($runner)) {
            $this->fail("No runner file at {$runner}: download council-conformance.mjs of a release (conformance/laravel/README.md, step 2) into the app's root, or set CONFORMANCE_RUNNER to its path.");
        }

        $extra = array_values(array_filter(explode(' ', (string) getenv('CONFORMANCE_ARGS'))));
        $port = $this->port('CONFORMANCE_PORT');
        $baseUrl = "http://127.0.0.1:{$port}";
        $env = $this->servedEnv($baseUrl, $this->origin($extra));

        $reverbPort = null;
        if ($this->served($env, 'BROADCAST_CONNECTION') === 'reverb') {
            $reverbPort = $this->port('CONFORMANCE_REVERB_PORT', [$port]);
            $env = [...$env, 'REVERB_HOST' => '127.0.0.1', 'REVERB_PORT' => (string) $reverbPort, 'REVERB_SCHEME' => 'http'];
        }

        $this->migrate($env);
        if (! in_array('--routes', $extra, true) && ! array_key_exists('routes', $this->configFile())) {
            // Route coverage: operations the app has no route for are reported "not built yet", not failed.
            $extra = ['--routes', $this->routeList($env), ...$extra];
        }
        $serve = $this->start('serve', [PHP_BINARY, '-d', 'upload_max_filesize=20M', '-d', 'post_max_size=210M',
            '-S', "127.0.0.1:{$port}", '-t', public_path()], $env);
        if ($reverbPort !== null) {
            $reverb = $this->start('reverb', [PHP_BINARY, base_path('artisan'), 'reverb:start',
                '--host=127.0.0.1', "--port={$reverbPort}"], $env);
            $this->waitFor('reverb:start', $reverb, fn () => $this->accepts($reverbPort));
            $extra = ['--reverb-url', "ws://127.0.0.1:{$reverbPort}",
                '--reverb-key', (string) config('broadcasting.connections.reverb.key'), ...$extra];
        }
        if (! in_array($this->served($env, 'QUEUE_CONNECTION') ?? 'sync', ['sync', 'null'], true)) {
            $this->start('queue', [PHP_BINARY, base_path('artisan'), 'queue:work', '--sleep=1', '--tries=1'], $env);
            // Broadcasts queued apart, on the queue config('broadcasting.queue') names: a worker of their own.
            $broadcasts = config('broadcasting.queue');
            if (is_string($broadcasts) && $broadcasts !== '') {
                $this->start('broadcasts', [PHP_BINARY, base_path('artisan'), 'queue:work', "--queue={$broadcasts}", '--sleep=1', '--tries=1'], $env);
            }
        }
        $this->waitFor('php -S', $serve, fn () => @file_get_contents("{$baseUrl}/up") !== false);

        $run = new Process(
            [$node, $runner, '--base-url', $baseUrl, '--report-dir', storage_path('conformance-report'), ...$extra],
            base_path(),
        );
        $run->setTimeout(null);
        $run->run();

        $lines = preg_split('/\R/', trim($run->getOutput())) ?: [];
        $verdict = end($lines) ?: trim($run->getErrorOutput());
        $failures = array_filter($lines, fn (string $line) => str_starts_with($line, 'FAIL ')
            || str_starts_with($line, 'NOT CLEANED UP'));
        $this->assertSame(0, $run->getExitCode(), implode("\n", [
            ...$failures, $verdict, 'report: '.storage_path('conformance-report/report.html'),
            'server logs: '.storage_path('logs/conformance-*.log'),
        ]));
    }

    /**
     * The app's own environment (its .env, as `php artisan serve` reads it): phpunit.xml's settings
     * are left out, except the database, which is the tests' (a SQLite one a file of its own); then
     * the conformance settings.
     */
    private function servedEnv(string $baseUrl, ?string $origin): array
    {
        $env = array_fill_keys(array_filter($this->phpunitEnvNames(), fn ($name) => ! str_starts_with($name, 'DB_')), false);
        $dotenv = is_file(base_path('.env')) ? Dotenv::parse(file_get_contents(base_path('.env'))) : [];
        foreach (self::PER_PROCESS_DRIVERS as $name => $instead) {
            if (($dotenv[$name] ?? null) === 'array') {
                $env[$name] = $instead;
            }
        }
        // Said outright for the keys that decide what else to start (what the served app reads anyway).
        foreach (['BROADCAST_CONNECTION', 'QUEUE_CONNECTION'] as $name) {
            if (($env[$name] ?? null) === false && isset($dotenv[$name])) {
                $env[$name] = $dotenv[$name];
            }
        }
        if (config('database.default') === 'sqlite') {
            // `:memory:` (Laravel 12's phpunit.xml) lives in one process; the tests' file is theirs.
            $this->database = tempnam(sys_get_temp_dir(), 'conformance-db-');
            $env['DB_CONNECTION'] = 'sqlite';
            $env['DB_DATABASE'] = $this->database;
        }
        $stateful = config('sanctum.stateful', []);
        foreach ([$baseUrl, $origin] as $url) {
            if ($url !== null) {
                $stateful[] = parse_url($url, PHP_URL_HOST).(parse_url($url, PHP_URL_PORT) ? ':'.parse_url($url, PHP_URL_PORT) : '');
            }
        }

        return [
            ...$env,
            ...self::CONFORMANCE_ENV,
            'APP_URL' => $baseUrl,
            'SANCTUM_STATEFUL_DOMAINS' => implode(',', array_unique($stateful)),
        ];
    }

    /** What the served app gets for `$name`: what `$env` sets or removes, else what this process has. */
    private function served(array $env, string $name): ?string
    {
        if (array_key_exists($name, $env)) {
            return $env[$name] === false ? null : (string) $env[$name];
        }

        return getenv($name) === false ? null : getenv($name);
    }

    /** The names phpunit.xml (or phpunit.xml.dist) sets for the test process. */
    private function phpunitEnvNames(): array
    {
        foreach (['phpunit.xml', 'phpunit.xml.dist'] as $file) {
            if (is_file(base_path($file))) {
                $xml = simplexml_load_file(base_path($file));

                return array_map('strval', [...($xml->xpath('//php/env/@name') ?: []), ...($xml->xpath('//php/server/@name') ?: [])]);
            }
        }

        return [];
    }

    /** The SPA origin the runner plays: --origin in CONFORMANCE_ARGS, else "origin" of council-conformance.json. */
    private function origin(array $extra): ?string
    {
        $at = array_search('--origin', $extra, true);
        if ($at !== false) {
            return $extra[$at + 1] ?? null;
        }
        $origin = $this->configFile()['origin'] ?? null;

        return is_string($origin) ? $origin : null;
    }

    /** council-conformance.json of the app's root, as far as this test needs it (the runner reads it itself). */
    private function configFile(): array
    {
        $config = base_path('council-conformance.json');
        $values = is_file($config) ? json_decode(file_get_contents($config), true) : null;

        return is_array($values) ? $values : [];
    }

    /** `php artisan route:list --json` of the served app, in a file for `--routes`. */
    private function routeList(array $env): string
    {
        $process = new Process([PHP_BINARY, base_path('artisan'), 'route:list', '--json'], base_path(), $env);
        $process->mustRun();
        $file = storage_path('conformance-routes.json');
        file_put_contents($file, $process->getOutput());

        return $file;
    }

    private function migrate(array $env): void
    {
        $seeder = getenv('CONFORMANCE_SEEDER') ?: (class_exists(ConformanceSeeder::class) ? ConformanceSeeder::class : null);
        $arguments = ['migrate:fresh', '--seed', '--force', ...($seeder ? ["--seeder={$seeder}"] : [])];
        $process = new Process([PHP_BINARY, base_path('artisan'), ...$arguments], base_path(), $env);
        $process->setTimeout(null);
        $process->run();
        if (! $process->isSuccessful()) {
            $this->fail('php artisan '.implode(' ', $arguments)." failed (exit {$process->getExitCode()}):\n"
                .$this->tail($process->getOutput().$process->getErrorOutput()));
        }
    }

    /** A background process whose output goes to storage/logs/conformance-<name>.log (never to a pipe nobody reads). */
    private function start(string $name, array $command, array $env): Process
    {
        $log = storage_path("logs/conformance-{$name}.log");
        file_put_contents($log, '');
        // `sh -c '…' sh <command…>`: the command's words stay words, whatever they hold.
        $process = new Process(['sh', '-c', 'exec "$@" >> "$CONFORMANCE_LOG" 2>&1', 'sh', ...$command], base_path(), [...$env, 'CONFORMANCE_LOG' => $log]);
        $process->setTimeout(null);
        $process->start();
        $this->processes[] = $process;

        return $process;
    }

    /** Until `$ready` says so, or the process exits, or 30 s pass. */
    private function waitFor(string $what, Process $process, callable $ready): void
    {
        $deadline = microtime(true) + 30;
        while (microtime(true) < $deadline) {
            if (! $process->isRunning()) {
                $this->fail("{$what} stopped (exit {$process->getExitCode()}):\n".$this->tail($this->logOf($process)));
            }
            if ($ready()) {
                return;
            }
            usleep(100_000);
        }
        $this->fail("{$what} did not get ready within 30 s:\n".$this->tail($this->logOf($process)));
    }

    private function logOf(Process $process): string
    {
        $log = $process->getEnv()['CONFORMANCE_LOG'] ?? null;

        return $log && is_file($log) ? (string) file_get_contents($log) : '';
    }

    /** A free loopback port, or the one `$variable` names (failing clearly when something holds it). */
    private function port(string $variable, array $taken = []): int
    {
        $wanted = getenv($variable);
        $socket = @stream_socket_server('tcp://127.0.0.1:'.($wanted ?: 0), $code, $message);
        if ($socket === false) {
            $this->fail("Port {$wanted} ({$variable}) is in use: {$message}. Stop what listens there or choose another port.");
        }
        $port = (int) substr(strrchr(stream_socket_get_name($socket, false), ':'), 1);
        fclose($socket);

        return in_array($port, $taken, true) ? $this->port($variable, $taken) : $port;
    }

    private function accepts(int $port): bool
    {
        $socket = @fsockopen('127.0.0.1', $port, $code, $message, 1);
        if ($socket === false) {
            return false;
        }
        fclose($socket);

        return true;
    }

    private function requireNode(string $node): void
    {
        $version = new Process([$node, '--version']);
        try {
            $version->run();
        } catch (\Throwable) {
            // Reported below, as for a node that is not on the PATH.
        }
        $major = (int) ltrim(trim($version->getOutput()), 'v');
        if (! $version->isSuccessful() || $major < 20) {
            $found = $version->isSuccessful() ? 'found '.trim($version->getOutput()) : "`{$node} --version` failed";
            $this->fail("The runner needs Node 20 or later ({$found}): install it, or set CONFORMANCE_NODE to its path.");
        }
    }

    private function tail(string $text, int $lines = 20): string
    {
        return implode("\n", array_slice(preg_split('/\R/', trim($text)) ?: [], -$lines));
    }
}
