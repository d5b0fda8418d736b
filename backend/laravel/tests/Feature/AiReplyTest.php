<?php

namespace Tests\Feature;

use App\Contracts\AiReplyGenerator;
use App\Exceptions\AiReplyFailed;
use App\Facades\AiReply;
use App\Models\Agent;
use App\Models\User;
use App\Services\HttpAiReplyGenerator;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Http;
use Tests\TestCase;

class AiReplyTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    public function test_the_reply_is_what_the_model_streams(): void
    {
        AiReply::fake(['Yes, **Class A** allows it.']);
        $demo = User::where('email', 'demo@example.com')->firstOrFail();
        $thread = $demo->threads()->create(['agent_id' => $demo->agents()->first()->id]);

        $this->actingAs($demo)->postJson("/api/threads/{$thread->id}/message", ['content' => 'Is a rear extension allowed?'])
            ->assertCreated();

        AiReply::assertPrompted('Is a rear extension allowed?');
        $this->assertSame('Yes, **Class A** allows it.', $thread->messages()->where('role', 'assistant')->sole()->content);
    }

    public function test_the_fake_is_bound_when_conformance_fakes_is_on(): void
    {
        // phpunit.xml sets CONFORMANCE_FAKES=true, as the test bed does: no test reaches a real model.
        $this->assertTrue(config('conformance.fakes'));
        $this->assertInstanceOf(\App\Support\Fakes\AiReplyGeneratorFake::class, app(AiReplyGenerator::class));
    }

    public function test_the_http_driver_reads_the_streamed_pieces(): void
    {
        Http::fake(['https://models.test/v1/chat/completions' => Http::response(
            "data: {\"choices\":[{\"delta\":{\"content\":\"Hello\"}}]}\n\n"
            ."data: {\"choices\":[{\"delta\":{\"content\":\", council.\"}}]}\n\n"
            ."data: [DONE]\n\n",
        )]);
        $model = new HttpAiReplyGenerator(['url' => 'https://models.test/v1', 'key' => 'secret', 'model' => 'm', 'timeout' => 5]);

        $pieces = iterator_to_array($model->stream(Agent::first(), 'Hi'), false);

        $this->assertSame(['Hello', ', council.'], $pieces);
        Http::assertSent(fn ($request) => $request->hasHeader('Authorization', 'Bearer secret')
            && $request['stream'] === true
            && end($request->data()['messages'])['content'] === 'Hi');
    }

    public function test_the_http_driver_fails_clearly_when_the_model_does(): void
    {
        Http::fake(['*' => Http::response('overloaded', 503)]);
        $model = new HttpAiReplyGenerator(['url' => 'https://models.test/v1', 'key' => 'k', 'model' => 'm', 'timeout' => 5]);

        $this->expectException(AiReplyFailed::class);
        iterator_to_array($model->stream(Agent::first(), 'Hi'));
    }

    public function test_the_http_driver_without_a_url_is_unavailable(): void
    {
        $model = new HttpAiReplyGenerator(['url' => null, 'key' => null, 'model' => null, 'timeout' => 5]);

        $this->expectException(AiReplyFailed::class);
        $model->stream(Agent::first(), 'Hi');
    }
}
