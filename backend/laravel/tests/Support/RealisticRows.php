<?php

namespace Tests\Support;

use App\Models\Council;
use App\Models\Thread;
use App\Models\User;
use Illuminate\Support\Facades\DB;

/**
 * Rows spread as production spreads them: many users in many councils, each with a few agents,
 * folders, threads of messages, orders, invitations and requests to join, so demo's rows and
 * Northfield's are a small share of each table, as an index is chosen for in production. Written
 * with bulk inserts: thousands of rows in a second.
 */
class RealisticRows
{
    private const COUNCILS = 40;

    private const THREADS_PER_USER = 3;

    private const MESSAGES_PER_THREAD = 8;

    private int $agent;

    private Thread $thread;

    private int $folder;

    public function __construct(private User $demo, private Council $council, private int $users) {}

    /** The ids a list's URL names: demo's thread and folder, Northfield and an agent it provides. */
    public function placeholders(): array
    {
        return [
            '{council}' => $this->council->id, '{thread}' => $this->thread->id, '{folder}' => $this->folder,
            '{agent}' => $this->agent,
        ];
    }

    public function insert(): void
    {
        $now = now()->toDateTimeString();
        $councils = [$this->council->id];
        for ($c = 0; $c < self::COUNCILS; $c++) {
            $councils[] = DB::table('councils')->insertGetId(['name' => "Parish {$c}", 'slug' => "parish-{$c}", 'created_at' => $now, 'updated_at' => $now]);
        }
        $this->bulk('users', range(1, $this->users), fn ($u) => ['name' => "Resident {$u}", 'email' => "resident{$u}@example.org", 'password' => 'x', 'created_at' => $now, 'updated_at' => $now]);
        $users = DB::table('users')->where('email', 'like', 'resident%')->pluck('id')->all();
        $categoryId = DB::table('categories')->value('id');

        // Memberships: each resident in one council, so Northfield has its share of them.
        $this->bulk('council_user', $users, fn ($u, $i) => ['council_id' => $councils[$i % count($councils)], 'user_id' => $u, 'role' => 'member', 'status' => 'active', 'joined_at' => $now, 'created_at' => $now, 'updated_at' => $now]);
        $this->bulk('join_requests', $users, fn ($u, $i) => ['council_id' => $councils[($i + 1) % count($councils)], 'user_id' => $u, 'status' => $i % 3 ? 'rejected' : 'pending', 'created_at' => $now, 'updated_at' => $now]);
        $this->bulk('invitations', $users, fn ($u, $i) => ['council_id' => $councils[($i + 2) % count($councils)], 'invited_by' => $u, 'email' => "invitee{$i}@example.org", 'role' => 'member', 'token' => hash('sha256', "invitee{$i}"), 'status' => 'pending', 'expires_at' => now()->addWeek(), 'created_at' => $now, 'updated_at' => $now]);
        $this->bulk('council_files', $users, fn ($u, $i) => ['council_id' => $councils[$i % count($councils)], 'uploaded_by' => $u, 'name' => "minutes-{$i}.pdf", 'size' => 1000, 'mime_type' => 'application/pdf', 'path' => "minutes/{$i}.pdf", 'created_at' => $now, 'updated_at' => $now]);
        $this->bulk('licences', $users, fn ($u, $i) => ['council_id' => $councils[$i % count($councils)], 'user_id' => $u, 'name' => "Seat {$i}", 'status' => 'assigned', 'expires_at' => now()->addMonth(), 'created_at' => $now, 'updated_at' => $now]);
        foreach (['agent', 'subscription'] as $type) {
            $this->bulk('orders', $users, fn ($u, $i) => ['council_id' => $i % 2 ? $councils[$i % count($councils)] : null, 'user_id' => $u, 'type' => $type, 'item_id' => 1, 'item_name' => 'Item', 'amount' => 1000, 'currency' => 'GBP', 'status' => 'completed', 'payment_status' => 'paid', 'created_at' => $now, 'updated_at' => $now]);
        }

        // Agents: one authored by each resident, published for their council, added by two others.
        $this->bulk('agents', $users, fn ($u, $i) => ['name' => "Agent {$i}", 'slug' => "resident-agent-{$i}", 'description' => 'An agent.', 'category_id' => $categoryId, 'user_id' => $u, 'council_id' => $councils[$i % count($councils)], 'status' => $i % 4 ? 'published' : 'draft', 'published_at' => $now, 'created_at' => $now, 'updated_at' => $now]);
        $agents = DB::table('agents')->where('slug', 'like', 'resident-agent-%')->orderBy('id')->pluck('id')->all();
        // Demo's own agent, which Northfield provides: its files and its members are listed.
        $this->agent = DB::table('agents')->insertGetId(['name' => 'Planning guide', 'slug' => 'demo-planning-guide', 'description' => 'An agent.', 'category_id' => $categoryId, 'user_id' => $this->demo->id, 'council_id' => $this->council->id, 'status' => 'published', 'published_at' => $now, 'created_at' => $now, 'updated_at' => $now]);
        $own = DB::table('council_agents')->insertGetId(['council_id' => $this->council->id, 'agent_id' => $this->agent, 'created_at' => $now, 'updated_at' => $now]);
        DB::table('council_agent_user')->insert(['council_agent_id' => $own, 'user_id' => $this->demo->id, 'created_at' => $now, 'updated_at' => $now]);
        $this->bulk('agent_user', $users, fn ($u, $i) => ['agent_id' => $agents[($i + 1) % count($agents)], 'user_id' => $u, 'source' => 'free', 'created_at' => $now, 'updated_at' => $now]);
        $this->bulk('agent_files', $agents, fn ($a, $i) => ['agent_id' => $a, 'name' => "guide-{$i}.pdf", 'size' => 1000, 'mime_type' => 'application/pdf', 'path' => "guides/{$i}.pdf", 'created_at' => $now, 'updated_at' => $now]);
        $this->bulk('council_agents', $agents, fn ($a, $i) => ['council_id' => $councils[$i % count($councils)], 'agent_id' => $a, 'created_at' => $now, 'updated_at' => $now]);
        $councilAgents = DB::table('council_agents')->whereIn('agent_id', $agents)->pluck('id')->all();
        $this->bulk('council_agent_user', $councilAgents, fn ($ca, $i) => ['council_agent_id' => $ca, 'user_id' => $users[$i], 'created_at' => $now, 'updated_at' => $now]);
        $this->bulk('council_agent_files', $councilAgents, fn ($ca, $i) => ['council_agent_id' => $ca, 'uploaded_by' => $users[$i], 'name' => "notes-{$i}.pdf", 'size' => 1000, 'mime_type' => 'application/pdf', 'path' => "notes/{$i}.pdf", 'created_at' => $now, 'updated_at' => $now]);

        // Chats: a folder and a few threads of messages for each resident, and as many for demo.
        $this->bulk('folders', [...$users, $this->demo->id], fn ($u) => ['user_id' => $u, 'name' => 'Planning', 'created_at' => $now, 'updated_at' => $now]);
        $this->folder = DB::table('folders')->where('user_id', $this->demo->id)->where('name', 'Planning')->value('id');
        $owners = array_merge(...array_fill(0, self::THREADS_PER_USER, [...$users, $this->demo->id]));
        $this->bulk('threads', $owners, fn ($u, $i) => ['user_id' => $u, 'agent_id' => $agents[$i % count($agents)], 'title' => "Hedges {$i}", 'created_at' => $now, 'updated_at' => $now]);
        $threads = DB::table('threads')->orderBy('id')->pluck('id')->all();
        $this->thread = Thread::where('user_id', $this->demo->id)->firstOrFail();
        $messages = array_merge(...array_fill(0, self::MESSAGES_PER_THREAD, $threads));
        $this->bulk('messages', $messages, fn ($t, $i) => ['thread_id' => $t, 'role' => $i % 2 ? 'assistant' : 'user', 'content' => "Is extension {$i} allowed?", 'status' => 'completed', 'created_at' => $now, 'updated_at' => $now]);
        $this->bulk('thread_files', $threads, fn ($t, $i) => ['thread_id' => $t, 'name' => "plan-{$i}.pdf", 'size' => 1000, 'mime_type' => 'application/pdf', 'path' => "plans/{$i}.pdf", 'created_at' => $now, 'updated_at' => $now]);
    }

    /** Inserts one row per item, 500 at a time. */
    private function bulk(string $table, array $items, callable $row): void
    {
        foreach (array_chunk($items, 500, true) as $chunk) {
            DB::table($table)->insert(array_map($row, $chunk, array_keys($chunk)));
        }
    }
}
