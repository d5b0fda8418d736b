<?php

namespace Tests\Feature;

use App\Mail\RegistrationRequested;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Mail;
use Tests\TestCase;

class RegistrationRequestTest extends TestCase
{
    use RefreshDatabase;

    public function test_the_request_is_stored_and_mailed_to_sales(): void
    {
        Mail::fake();

        $this->postJson('/api/registration-request', [
            'name' => 'Grace Hopper', 'email' => 'grace@contoso.example', 'company' => 'Contoso Ltd',
        ])
            ->assertAccepted()
            ->assertExactJson(['message' => 'Thank you! We have received your request and will contact you shortly.']);

        $this->assertDatabaseHas('registration_requests', ['email' => 'grace@contoso.example', 'company' => 'Contoso Ltd']);
        $this->assertDatabaseMissing('users', ['email' => 'grace@contoso.example']);
        Mail::assertSent(RegistrationRequested::class, fn (RegistrationRequested $mail) => $mail->hasTo('sales@example.com')
            && $mail->hasSubject('Access request from Grace Hopper (Contoso Ltd)'));
    }

    public function test_the_company_is_required(): void
    {
        Mail::fake();

        $this->postJson('/api/registration-request', ['name' => 'Grace Hopper', 'email' => 'grace@contoso.example'])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['company' => 'The company field is required.']);
        Mail::assertNothingSent();
    }
}
