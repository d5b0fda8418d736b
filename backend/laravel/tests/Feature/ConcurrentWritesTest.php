<?php

namespace Tests\Feature;

use App\Enums\CouncilRole;
use App\Facades\Payments;
use App\Http\Requests\BuyAgentRequest;
use App\Http\Requests\BuySubscriptionRequest;
use App\Http\Requests\JoinCouncilRequest;
use App\Http\Requests\SetupPaymentRequest;
use App\Http\Requests\UpdateCouncilLicenceRequest;
use App\Http\Requests\UpdateCouncilUserRequest;
use App\Models\Agent;
use App\Models\Council;
use App\Models\JoinRequest;
use App\Models\Order;
use App\Models\Subscription;
use App\Models\User;
use Illuminate\Database\UniqueConstraintViolationException;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Tests\TestCase;

/**
 * Two requests at once, one at a time: the other request's write lands after this one's rules
 * passed and before its own write (hooked in after the FormRequest validated), as it does when both
 * run on two workers. The database's guard (a unique index, a locked row read again) keeps the
 * promise, and the loser gets the 422 the rules give.
 */
class ConcurrentWritesTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private function user(string $email): User
    {
        return User::where('email', $email)->firstOrFail();
    }

    private function council(string $slug): Council
    {
        return Council::where('slug', $slug)->firstOrFail();
    }

    /** Runs `$otherRequest` once `$formRequest` has validated, before the controller writes. */
    private function meanwhile(string $formRequest, callable $otherRequest): void
    {
        $this->app->afterResolving($formRequest, function () use ($otherRequest) {
            static $done = false;
            if (! $done) {
                $done = true;
                $otherRequest();
            }
        });
    }

    private function planOrder(Council $council, User $buyer, Subscription $plan): Order
    {
        $order = $council->orders()->make([
            'type' => 'subscription', 'item_id' => $plan->id, 'item_name' => $plan->name, 'amount' => $plan->price, 'currency' => $plan->currency,
        ]);
        $order->user()->associate($buyer)->save();

        return $order;
    }

    public function test_the_database_keeps_one_pending_join_request_per_user_and_council(): void
    {
        $riverside = $this->council('riverside');
        $member = $this->user('member@example.com');
        $riverside->joinRequests()->create(['user_id' => $member->id]);
        // A decided one does not count.
        $riverside->joinRequests()->make(['user_id' => $member->id])->forceFill(['status' => 'rejected'])->save();

        $this->expectException(UniqueConstraintViolationException::class);
        $riverside->joinRequests()->create(['user_id' => $member->id]);
    }

    public function test_a_join_request_sent_twice_at_once_is_stored_once_and_the_second_refused(): void
    {
        $riverside = $this->council('riverside');
        $member = $this->user('member@example.com');
        $this->meanwhile(JoinCouncilRequest::class, fn () => $riverside->joinRequests()->create(['user_id' => $member->id]));

        $this->actingAs($member)->postJson("/api/councils/{$riverside->id}/request-join", [])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['council' => 'You already have a pending request to join this council.']);

        $this->assertSame(1, JoinRequest::where('council_id', $riverside->id)->where('user_id', $member->id)->count());
    }

    public function test_a_plan_bought_twice_at_once_gives_one_pending_order_and_the_rules_422(): void
    {
        $riverside = $this->council('riverside');
        $demo = $this->user('demo@example.com');
        $plan = Subscription::where('product', 'starter')->where('interval', 'month')->firstOrFail();
        $this->meanwhile(BuySubscriptionRequest::class, fn () => $this->planOrder($riverside, $demo, $plan));

        $response = $this->actingAs($demo)->postJson("/api/subscriptions/{$plan->id}/buy", ['council_id' => $riverside->id])
            ->assertUnprocessable();

        $first = $riverside->orders()->where('status', 'pending')->sole();
        $response->assertJsonValidationErrors(['council_id' => "Order #{$first->id} for this plan is already waiting for payment."]);
    }

    public function test_the_database_keeps_one_seat_per_member_and_one_member_per_seat(): void
    {
        $northfield = $this->council('northfield');
        [$first, $second] = $northfield->licences()->with('council')->whereNull('user_id')->orderBy('id')->take(2)->get();
        $member = $this->user('member@example.com');
        $demo = $this->user('demo@example.com');
        $first->assignTo($member);

        try {
            DB::table('licences')->where('id', $second->id)->update(['user_id' => $member->id]);
            $this->fail('A member held two seats of one council.');
        } catch (UniqueConstraintViolationException) {
        }
        $this->expectException(UniqueConstraintViolationException::class);
        $northfield->users()->updateExistingPivot($demo->id, ['licence_id' => $first->id]);
    }

    public function test_a_seat_given_to_someone_else_meanwhile_is_refused(): void
    {
        $northfield = $this->council('northfield');
        $seat = $northfield->licences()->whereNull('user_id')->orderBy('id')->firstOrFail();
        $demo = $this->user('demo@example.com');
        $member = $this->user('member@example.com');
        // Demo's own seat (if the seed gave one) is taken back first: one seat per member.
        $this->meanwhile(UpdateCouncilUserRequest::class, function () use ($northfield, $seat, $demo) {
            $northfield->licences()->with('council')->where('user_id', $demo->id)->first()?->assignTo(null);
            $seat->fresh()->assignTo($demo);
        });

        $this->actingAs($demo)->putJson("/api/councils/{$northfield->id}/users/{$member->id}", ['licence_id' => $seat->id])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['licence_id' => 'This licence is already assigned to another user.']);

        $this->assertSame($demo->id, $seat->fresh()->user_id);
        $this->assertNull($northfield->users()->findOrFail($member->id)->pivot->licence_id);
    }

    public function test_a_member_given_another_seat_meanwhile_is_not_given_a_second(): void
    {
        $northfield = $this->council('northfield');
        [$first, $second] = $northfield->licences()->with('council')->whereNull('user_id')->orderBy('id')->take(2)->get();
        $member = $this->user('member@example.com');
        $this->meanwhile(UpdateCouncilLicenceRequest::class, fn () => $second->assignTo($member));

        $this->actingAs($this->user('demo@example.com'))
            ->putJson("/api/councils/{$northfield->id}/licences/{$first->id}", ['user_id' => $member->id])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['user_id' => 'This user already holds a licence.']);

        $this->assertNull($first->fresh()->user_id);
        $this->assertSame($second->id, $northfield->users()->findOrFail($member->id)->pivot->licence_id);
    }

    public function test_two_admins_demoting_each_other_at_once_leave_one_admin(): void
    {
        $northfield = $this->council('northfield');
        $demo = $this->user('demo@example.com');
        $member = $this->user('member@example.com');
        $northfield->users()->updateExistingPivot($member->id, ['role' => 'admin']);
        // The member's request demotes demo while demo's request, already validated, demotes the member.
        $this->meanwhile(UpdateCouncilUserRequest::class, fn () => $northfield->users()->updateExistingPivot($demo->id, ['role' => 'member']));

        $this->actingAs($demo)->putJson("/api/councils/{$northfield->id}/users/{$member->id}", ['role' => 'member'])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['role' => 'The council must keep at least one admin.']);

        $this->assertSame(CouncilRole::Admin, $member->roleIn($northfield->fresh()));
    }

    public function test_two_invoice_set_ups_at_once_give_one_invoice_and_one_set_of_seats(): void
    {
        $fake = Payments::fake();
        $riverside = $this->council('riverside');
        $demo = $this->user('demo@example.com');
        $plan = Subscription::where('product', 'starter')->where('interval', 'month')->firstOrFail();
        $order = $this->planOrder($riverside, $demo, $plan);
        $seats = $riverside->licences()->count();
        // The other set-up completes the order after this one's rules saw it pending.
        $this->meanwhile(SetupPaymentRequest::class, fn () => Order::findOrFail($order->id)->complete('invoiced'));

        $this->actingAs($demo)->postJson("/api/payments/{$order->id}/setup", ['payment_method' => 'invoice'])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['payment_method' => 'This order is already invoiced: pay its invoice by transfer or by card.']);

        $this->assertSame($seats + $plan->seats, $riverside->licences()->count());
        $fake->assertInvoiceCount(0);
    }

    public function test_an_order_completed_twice_applies_its_purchase_once(): void
    {
        $riverside = $this->council('riverside');
        $plan = Subscription::where('product', 'starter')->where('interval', 'month')->firstOrFail();
        $order = $this->planOrder($riverside, $this->user('demo@example.com'), $plan);
        $stale = Order::findOrFail($order->id);
        $seats = $riverside->licences()->count();

        $order->complete('invoiced');
        $stale->complete('invoiced');

        $this->assertSame($seats + $plan->seats, $riverside->licences()->count());
        $this->assertSame('completed', $stale->status);
    }

    public function test_the_provider_is_asked_with_an_idempotency_key(): void
    {
        $fake = Payments::fake();
        $demo = $this->user('demo@example.com');
        $plan = Subscription::where('product', 'starter')->where('interval', 'month')->firstOrFail();
        $card = $this->planOrder($this->council('riverside'), $demo, $plan);
        $this->actingAs($demo)->postJson("/api/payments/{$card->id}/setup", ['payment_method' => 'card'])->assertOk();
        $card->forceFill(['status' => 'failed'])->save();
        $invoiced = $this->planOrder($this->council('northfield'), $demo, $plan);
        $this->actingAs($demo)->postJson("/api/payments/{$invoiced->id}/setup", ['payment_method' => 'invoice'])->assertOk();

        $fake->assertIdempotent();
        $fake->assertInvoiceCount(1);
        // The same key gives what it gave before, as the provider does.
        $again = Payments::issueInvoice($invoiced, 1, 'EUR', 'INV-1', now(), "order-{$invoiced->id}-invoice");
        $this->assertSame($invoiced->payment()->sole()->provider_id, $again->id);
        $fake->assertInvoiceCount(1);
    }

    public function test_an_agent_bought_twice_at_once_on_invoice_is_invoiced_once(): void
    {
        $riverside = $this->council('riverside');
        $demo = $this->user('demo@example.com');
        $agent = Agent::where('pricing', '!=', 'free')->where('status', 'published')->whereNull('council_id')->orderBy('id')->firstOrFail();
        // The other purchase is placed and invoiced after this one's rules found the council without the agent.
        $this->meanwhile(BuyAgentRequest::class, function () use ($riverside, $demo, $agent) {
            $order = $agent->orders()->make(['council_id' => $riverside->id, 'type' => 'agent', 'item_name' => $agent->name, 'amount' => $agent->price, 'currency' => $agent->currency]);
            $order->user()->associate($demo)->save();
            $order->complete('invoiced');
        });

        $this->actingAs($demo)->postJson("/api/agents/{$agent->id}/buy", ['council_id' => $riverside->id, 'payment_method' => 'invoice'])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['agent' => 'The council already has this agent.']);

        $this->assertSame(1, $riverside->orders()->where('type', 'agent')->where('item_id', $agent->id)->count());
    }
}
