<?php

namespace App\Support\Fakes;

use App\Exceptions\ToolArgumentsRejected;
use Carbon\CarbonImmutable;
use Illuminate\Support\Str;

/**
 * What the fake providers answer for each tool function, as the mock's do
 * (mocks/handlers/identity/tool-functions.ts): plausible, deterministic data shaped by the
 * arguments, and the providers' argument checks. A function without an entry answers `{ok: true}`.
 */
class FakeToolFunctions
{
    private const DAY = 86400;

    public static function run(string $tool, string $function, array $arguments, CarbonImmutable $now): mixed
    {
        $run = new self($arguments, $now);

        return match ("{$tool}.{$function}") {
            'google-calendar.list_events' => $run->listEvents(),
            'google-calendar.create_event' => $run->createEvent(),
            'google-drive.search_files' => $run->searchFiles(),
            'google-drive.create_document' => $run->createDocument(),
            'slack.list_channels' => ['channels' => collect(['general', 'council-news', 'planning', 'random'])
                ->map(fn (string $name, int $i) => ['id' => 'C0'.($i + 1), 'name' => $name])->all()],
            'slack.post_message' => $run->postMessage(),
            'microsoft-teams.list_teams' => ['teams' => [
                ['name' => 'Full Council', 'channels' => ['General', 'Meetings']],
                ['name' => 'Planning Committee', 'channels' => ['General', 'Applications']],
                ['name' => 'Finance Committee', 'channels' => ['General']],
            ]],
            'microsoft-teams.post_message' => $run->postTeamsMessage(),
            'microsoft-outlook.list_messages' => $run->listMessages(),
            'microsoft-outlook.send_mail' => $run->sendMail(),
            'notion.search_pages' => $run->searchPages(),
            'notion.create_page' => $run->createPage(),
            default => ['ok' => true],
        };
    }

    private function __construct(private array $arguments, private CarbonImmutable $now) {}

    private function requireString(string $name): string
    {
        $value = $this->arguments[$name] ?? null;
        if (! is_string($value) || trim($value) === '') {
            throw new ToolArgumentsRejected("The {$name} argument is required.");
        }

        return $value;
    }

    private function optionalDate(string $name): ?CarbonImmutable
    {
        if (! array_key_exists($name, $this->arguments)) {
            return null;
        }
        $value = $this->arguments[$name];
        if (! is_string($value) || strtotime($value) === false) {
            throw new ToolArgumentsRejected("The {$name} argument must be a valid date.");
        }

        return CarbonImmutable::parse($value)->utc();
    }

    private function limit(int $fallback): int
    {
        $value = $this->arguments['max_results'] ?? $fallback;
        if (! is_int($value) || $value < 1 || $value > 100) {
            throw new ToolArgumentsRejected('The max_results argument must be an integer between 1 and 100.');
        }

        return $value;
    }

    private function listEvents(): array
    {
        $from = $this->optionalDate('time_min');
        $to = $this->optionalDate('time_max');
        $max = $this->limit(10);
        $day = intdiv(($from ?? $this->now)->getTimestamp(), self::DAY) * self::DAY;
        $titles = ['Board meeting', 'Planning committee', 'Budget review', 'Team stand-up', 'Parish newsletter deadline'];
        $events = collect($titles)->map(function (string $summary, int $i) use ($day) {
            $begins = CarbonImmutable::createFromTimestampUTC($day + ($i + 1) * self::DAY + 9 * 3600);

            return ['id' => 'evt'.($i + 1), 'summary' => $summary, 'start' => $this->iso($begins), 'end' => $this->iso($begins->addHour())];
        })->filter(fn (array $event) => $to === null || strtotime($event['start']) <= $to->getTimestamp());

        return ['events' => $events->take($max)->values()->all()];
    }

    private function createEvent(): array
    {
        $summary = $this->requireString('summary');
        $start = $this->optionalDate('start');
        $end = $this->optionalDate('end');
        if ($start === null || $end === null) {
            throw new ToolArgumentsRejected('The '.($start ? 'end' : 'start').' argument is required.');
        }

        return ['id' => 'evt-'.Str::slug($summary), 'summary' => $summary, 'start' => $this->iso($start), 'end' => $this->iso($end), 'status' => 'confirmed'];
    }

    private function searchFiles(): array
    {
        $query = is_string($this->arguments['query'] ?? null) ? $this->arguments['query'] : '';
        $max = $this->limit(10);
        $files = collect([
            ['id' => 'doc-101', 'name' => 'Planning committee minutes, March 2027', 'folder' => 'Minutes'],
            ['id' => 'doc-102', 'name' => 'Village hall insurance renewal', 'folder' => 'Finance'],
            ['id' => 'doc-97', 'name' => 'Budget and precept 2027', 'folder' => 'Finance'],
        ])->filter(fn (array $file) => str_contains(Str::lower($file['name']), Str::lower($query)))->values();

        return ['total' => $files->count(), 'files' => $files->take($max)->all()];
    }

    private function createDocument(): array
    {
        $folder = $this->requireString('folder');
        $title = $this->requireString('title');

        return ['id' => 'doc-'.(100 + mb_strlen($title)), 'name' => $title, 'folder' => $folder];
    }

    private function postMessage(): array
    {
        $channel = $this->requireString('channel');
        $text = $this->requireString('text');

        return ['ok' => true, 'channel' => $channel, 'ts' => sprintf('%.6f', $this->now->getTimestampMs() / 1000)];
    }

    private function postTeamsMessage(): array
    {
        $channel = $this->requireString('channel');
        $this->requireString('text');

        return ['ok' => true, 'channel' => $channel, 'sent_at' => $this->iso($this->now)];
    }

    private function listMessages(): array
    {
        $subjects = ['Agenda for Thursday', 'Invoice 2026-114', 'Re: Hall booking', 'Minutes draft', 'Welcome aboard'];

        return ['messages' => collect($subjects)->take($this->limit(5))->map(fn (string $subject, int $i) => [
            'id' => 'msg'.($i + 1),
            'subject' => $subject,
            'from' => 'clerk'.($i + 1).'@example.com',
            'received_at' => $this->iso($this->now->subHours($i + 1)),
        ])->all()];
    }

    private function sendMail(): array
    {
        $to = $this->requireString('to');
        $subject = $this->requireString('subject');
        if (! preg_match('/^[^@\s]+@[^@\s]+$/', $to)) {
            throw new ToolArgumentsRejected('The to argument must be a valid email address.');
        }

        return ['sent' => true, 'to' => $to, 'subject' => $subject];
    }

    private function searchPages(): array
    {
        $query = Str::lower($this->requireString('query'));

        return ['pages' => collect(['Council handbook', 'Meeting notes template', 'Planning policy summary'])
            ->filter(fn (string $title) => str_contains(Str::lower($title), $query))
            ->map(fn (string $title) => ['id' => Str::slug($title), 'title' => $title])->values()->all()];
    }

    private function createPage(): array
    {
        $title = $this->requireString('title');

        return ['id' => Str::slug($title), 'title' => $title, 'url' => 'https://www.notion.so/'.Str::slug($title)];
    }

    /** As JavaScript's toISOString writes it, so the fake answers as the mock does. */
    private function iso(CarbonImmutable $time): string
    {
        return $time->utc()->format('Y-m-d\TH:i:s.v\Z');
    }
}
