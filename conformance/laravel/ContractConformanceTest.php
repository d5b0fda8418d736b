<?php

namespace Tests\Feature;

use Symfony\Component\Process\Process;
use Tests\TestCase;

/**
 * The Council Chat API contract, checked by `php artisan test`: serves this app on a free loopback
 * port with a fresh, migrated and seeded testing database, runs the contract's single-file runner
 * (council-conformance.mjs) against it, and fails with the runner's FAIL lines.
 *
 * Needs Node 20+ on the PATH (or CONFORMANCE_NODE) and the runner file: CONFORMANCE_RUNNER, else
 * council-conformance.mjs in the app's root. Options come from council-conformance.json in the
 * app's root (auto-discovered) and CONFORMANCE_ARGS (extra arguments, split on spaces).
 * Guide: conformance/laravel/README.md of the frontend repository.
 */
class ContractConformanceTest extends TestCase
{
    /** The served app's settings: what PHPUnit's in-process defaults would break across requests. */
    private const SERVED_ENV = [
        // phpunit.xml's array drivers live for one request; the runner's session, CSRF token and
        // login throttle must outlive it.
        'SESSION_DRIVER' => 'file',
        'CACHE_STORE' => 'file',
        'QUEUE_CONNECTION' => 'sync',
        'BROADCAST_CONNECTION' => 'log',
        'MAIL_MAILER' => 'array',
        // One process: `php -S` workers outlive a stopped parent and hold the test's pipes open.
        'PHP_CLI_SERVER_WORKERS' => false,
    ];

    private ?Process $server = null;

    private ?string $database = null;

    protected function tearDown(): void
    {
        $this->server?->stop(5);
        if ($this->database !== null && is_file($this->database)) {
            unlink($this->database);
        }
        parent::tearDown();
    }

    public function test_the_api_conforms_to_the_contract(): void
    {
        $runner = getenv('CONFORMANCE_RUNNER') ?: base_path('council-conformance.mjs');
        $this->assertFileExists($runner, 'Download council-conformance.mjs (README: "For the backend team") or set CONFORMANCE_RUNNER.');

        $port = $this->freePort();
        $baseUrl = "http://127.0.0.1:{$port}";
        $env = $this->servedEnv($port);

        $this->artisanProcess(['migrate:fresh', '--seed', '--force'], $env);
        $this->server = new Process([PHP_BINARY, '-S', "127.0.0.1:{$port}", '-t', public_path()], base_path(), $env);
        $this->server->start();
        $this->waitUntilServing($baseUrl);

        $extra = array_values(array_filter(explode(' ', (string) getenv('CONFORMANCE_ARGS'))));
        $run = new Process(
            [getenv('CONFORMANCE_NODE') ?: 'node', $runner, '--base-url', $baseUrl,
                '--report-dir', storage_path('conformance-report'), ...$extra],
            base_path(),
        );
        $run->setTimeout(null);
        $run->run();

        $lines = preg_split('/\R/', trim($run->getOutput())) ?: [];
        $verdict = end($lines) ?: trim($run->getErrorOutput());
        $failures = array_filter($lines, fn (string $line) => str_starts_with($line, 'FAIL ')
            || str_starts_with($line, 'NOT CLEANED UP'));
        $this->assertSame(
            0,
            $run->getExitCode(),
            implode("\n", [...$failures, $verdict, 'report: '.storage_path('conformance-report/report.html')]),
        );
    }

    /** The served app's environment: the testing database in a file both processes can open. */
    private function servedEnv(int $port): array
    {
        $this->database = tempnam(sys_get_temp_dir(), 'conformance-db-');

        return [
            ...self::SERVED_ENV,
            'APP_ENV' => 'testing',
            'DB_CONNECTION' => 'sqlite',
            'DB_DATABASE' => $this->database,
            'APP_URL' => "http://127.0.0.1:{$port}",
            'SANCTUM_STATEFUL_DOMAINS' => "127.0.0.1:{$port},localhost:{$port}",
        ];
    }

    private function artisanProcess(array $arguments, array $env): void
    {
        $process = new Process([PHP_BINARY, base_path('artisan'), ...$arguments], base_path(), $env);
        $process->setTimeout(null);
        $process->mustRun();
    }

    private function freePort(): int
    {
        $socket = stream_socket_server('tcp://127.0.0.1:0');
        $port = (int) substr(strrchr(stream_socket_get_name($socket, false), ':'), 1);
        fclose($socket);

        return $port;
    }

    /** Until the server answers `/up`, or it exits, or 30 s pass (a start that never comes). */
    private function waitUntilServing(string $baseUrl): void
    {
        $deadline = microtime(true) + 30;
        while (microtime(true) < $deadline) {
            if (! $this->server->isRunning()) {
                $this->fail("php -S stopped: {$this->server->getErrorOutput()}");
            }
            if (@file_get_contents("{$baseUrl}/up") !== false) {
                return;
            }
            usleep(100_000);
        }
        $this->fail("{$baseUrl}/up did not answer within 30 s");
    }
}
