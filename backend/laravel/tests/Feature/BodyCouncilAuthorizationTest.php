<?php

namespace Tests\Feature;

use App\Models\Agent;
use App\Models\Council;
use App\Models\Order;
use App\Models\Subscription;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Testing\TestResponse;
use PHPUnit\Framework\Attributes\DataProvider;
use Tests\TestCase;

/**
 * Every operation that names its council in the body or the query (`council_id`, the contract's
 * `council_from`) rather than in the path, called with the council's id in every form the `integer`
 * rule accepts. A check that looked at the council only when the id was a JSON integer let anyone
 * create agents in, buy agents for, or change the plan of any council by sending "7".
 */
class BodyCouncilAuthorizationTest extends TestCase
{
    use RefreshDatabase;

    /** As every class of the suite: the first class to run migrates the database, with its seeders. */
    protected $seed = true;

    /** The operations, with the roles their policy lets act for the council (x-council-roles). */
    private const OPERATIONS = [
        'createAgent' => ['admin', 'manager'],
        'buyAgent' => ['admin'],
        'buySubscription' => ['admin'],
        'getMicrosoftRedirect' => ['admin'],
    ];

    /** Who calls: an active member in each role, an invited admin, and someone outside the council. */
    private const CALLERS = ['admin', 'manager', 'member', 'invited admin', 'outsider'];

    /**
     * The council's id as each form the `integer` rule (FILTER_VALIDATE_INT) takes: in a JSON body an
     * integer, a string, a float and a signed string, and `true` (taken as 1, so its council is 1);
     * in a query string every value is a string.
     */
    private const FORMS = [
        'json integer' => [7, 7],
        'json string' => ['7', 7],
        'json float' => [7.0, 7],
        'json signed string' => ['+7', 7],
        'json true' => [true, 1],
        'query string' => ['7', 7],
        'query signed string' => ['+7', 7],
    ];

    public static function excludedCallers(): iterable
    {
        return self::cases(fn (array $allowed, string $caller) => ! in_array($caller, $allowed, true));
    }

    public static function allowedCallers(): iterable
    {
        return self::cases(fn (array $allowed, string $caller) => in_array($caller, $allowed, true));
    }

    private static function cases(callable $keep): iterable
    {
        foreach (self::OPERATIONS as $operation => $allowed) {
            foreach (self::CALLERS as $caller) {
                foreach (array_keys(self::FORMS) as $form) {
                    // A GET takes its council from the query; the others from their JSON body.
                    if ($keep($allowed, $caller) && str_starts_with($form, 'query') === ($operation === 'getMicrosoftRedirect')) {
                        yield "{$operation}, {$caller}, {$form}" => [$operation, $caller, $form];
                    }
                }
            }
        }
    }

    #[DataProvider('excludedCallers')]
    public function test_a_caller_the_policy_excludes_is_refused_whatever_the_form_of_the_id(string $operation, string $caller, string $form): void
    {
        [$council, $user] = $this->councilAndCaller($caller, self::FORMS[$form][1]);
        $before = $this->councilRecords($council);

        $this->callOperation($operation, $user, self::FORMS[$form][0])
            ->assertForbidden()
            ->assertJsonPath('message', 'This action is unauthorized.');

        $this->assertSame($before, $this->councilRecords($council));
    }

    #[DataProvider('allowedCallers')]
    public function test_a_caller_the_policy_allows_acts_for_that_council_whatever_the_form_of_the_id(string $operation, string $caller, string $form): void
    {
        [$council, $user] = $this->councilAndCaller($caller, self::FORMS[$form][1]);

        $response = $this->callOperation($operation, $user, self::FORMS[$form][0]);

        if ($operation === 'getMicrosoftRedirect') {
            // The consent (the fake's, in the tests) comes back to the SharePoint callback page.
            $this->assertStringStartsWith(config('frontend.url').'/auth/Sharepoint_callback?', $response->assertOk()->json('url'));
        } else {
            $response->assertCreated()->assertJsonPath('data.council_id', $council->id);
        }
    }

    /** What a refused call must not have made for the council: its agents, orders and enabled agents. */
    private function councilRecords(Council $council): array
    {
        return [
            Agent::where('council_id', $council->id)->count(),
            Order::where('council_id', $council->id)->count(),
            $council->councilAgents()->count(),
        ];
    }

    /** The council of the given id (Northfield is 1 in the seed), and a new caller with their place in it. */
    private function councilAndCaller(string $caller, int $id): array
    {
        $council = Council::find($id) ?? Council::forceCreate(['id' => $id, 'name' => 'Target Council', 'slug' => "target-{$id}"]);
        $user = User::factory()->create();
        if ($caller !== 'outsider') {
            [$status, $role] = $caller === 'invited admin' ? ['invited', 'admin'] : ['active', $caller];
            $council->users()->attach($user, ['role' => $role, 'status' => $status, 'joined_at' => now()]);
        }

        return [$council, $user];
    }

    private function callOperation(string $operation, User $user, mixed $councilId): TestResponse
    {
        $this->actingAs($user);

        return match ($operation) {
            'createAgent' => $this->postJson('/api/agents', [
                'name' => 'Council Agent', 'description' => 'Made for the council.', 'council_id' => $councilId,
            ]),
            'buyAgent' => $this->postJson("/api/agents/{$this->paidAgent()->id}/buy", [
                'council_id' => $councilId, 'payment_method' => 'invoice',
            ]),
            'buySubscription' => $this->postJson("/api/subscriptions/{$this->plan()->id}/buy", ['council_id' => $councilId]),
            'getMicrosoftRedirect' => $this->getJson('/api/auth/microsoft/redirect?'.http_build_query([
                'type' => 'sharepoint', 'council_id' => $councilId,
            ])),
        };
    }

    private function paidAgent(): Agent
    {
        $agent = new Agent([
            'name' => 'Paid Agent', 'slug' => 'paid-agent', 'description' => 'Sold to councils.',
            'pricing' => 'paid', 'price' => 1999, 'currency' => 'GBP', 'price_terms' => Agent::PAID_TERMS,
        ]);
        $agent->author()->associate(User::factory()->create())
            ->forceFill(['status' => 'published', 'published_at' => now()])->save();

        return $agent;
    }

    private function plan(): Subscription
    {
        return Subscription::create([
            'product' => 'starter', 'name' => 'Starter', 'description' => 'For small councils.', 'price' => 2900,
            'currency' => 'GBP', 'interval' => 'month', 'seats' => 3, 'features' => ['3 licences'],
        ]);
    }
}
