<?php

namespace Tests\Feature;

use App\Events\CouncilAgentUpdated;
use App\Facades\MicrosoftSignIn;
use App\Facades\SharePoint;
use App\Models\Agent;
use App\Models\Council;
use App\Models\CouncilAgent;
use App\Models\User;
use App\Services\MicrosoftGraphSharePoint;
use App\Support\Fakes\MicrosoftIdentityFake;
use App\Support\Fakes\SharePointLibraryFixture as Library;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\Http;
use Tests\TestCase;

/** The SharePoint operations: listSharepointDrives, confirmSharepointAuth, browseSharepoint1-3, linkCouncilAgentSharepoint. */
class SharePointTest extends TestCase
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

    public function test_members_see_the_connection_and_its_drives(): void
    {
        SharePoint::fake();
        $northfield = $this->council('northfield');

        $this->actingAs($this->user('member@example.com'))->getJson("/api/councils/{$northfield->id}/sharepoint")
            ->assertOk()
            ->assertJsonPath('connection.connected', true)
            ->assertJsonPath('connection.account_email', 'it@northwind.onmicrosoft.com')
            ->assertJsonPath('data.0.id', Library::DOCUMENTS)
            ->assertJsonPath('data.0.drive_type', 'documentLibrary')
            ->assertJsonPath('data.1.name', 'Committee Papers');
    }

    public function test_an_unconnected_council_shows_no_drives_and_non_members_are_refused(): void
    {
        SharePoint::fake();
        $riverside = $this->council('riverside');

        $this->actingAs($this->user('demo@example.com'))->getJson("/api/councils/{$riverside->id}/sharepoint")
            ->assertOk()
            ->assertExactJson(['data' => [], 'connection' => ['connected' => false, 'account_name' => null, 'account_email' => null, 'connected_at' => null]]);
        $this->actingAs($this->user('member@example.com'))->getJson("/api/councils/{$riverside->id}/sharepoint")->assertForbidden();
        $this->actingAs($this->user('member@example.com'))->getJson('/api/councils/999999/sharepoint')->assertNotFound();
    }

    public function test_a_grant_microsoft_no_longer_accepts_is_forgotten(): void
    {
        SharePoint::fake()->revokeAccess();
        $northfield = $this->council('northfield');

        $this->actingAs($this->user('demo@example.com'))->getJson("/api/councils/{$northfield->id}/sharepoint")
            ->assertOk()->assertJsonPath('connection.connected', false)->assertJsonCount(0, 'data');
        $this->assertNull($northfield->sharepointConnection()->first());
    }

    public function test_an_admin_connects_sharepoint_after_microsofts_consent(): void
    {
        MicrosoftSignIn::fake();
        SharePoint::fake();
        $riverside = $this->council('riverside');
        $demo = $this->user('demo@example.com');
        $url = $this->actingAs($demo)->getJson("/api/auth/microsoft/redirect?type=sharepoint&council_id={$riverside->id}")->json('url');
        parse_str((string) parse_url($url, PHP_URL_QUERY), $back);

        $this->actingAs($demo)->postJson("/api/councils/{$riverside->id}/sharepoint?".http_build_query($back))
            ->assertOk()
            ->assertJsonPath('message', 'SharePoint connected.')
            ->assertJsonPath('data.connected', true)
            ->assertJsonPath('data.account_email', $demo->email)
            ->assertJsonPath('data.account_name', $demo->name);

        MicrosoftSignIn::assertExchanged($demo->email, ['Sites.Read.All', 'Files.Read.All', 'offline_access']);
        $this->actingAs($demo)->getJson("/api/councils/{$riverside->id}/sharepoint")->assertJsonCount(2, 'data');
        // The state is used up; Northfield's grant is untouched.
        $this->actingAs($demo)->postJson("/api/councils/{$riverside->id}/sharepoint?".http_build_query($back))
            ->assertUnprocessable()->assertJsonValidationErrors(['state' => 'The authorization state is invalid. Please try again.']);
        $this->assertSame('it@northwind.onmicrosoft.com', $this->council('northfield')->sharepointConnection()->first()->account_email);
    }

    public function test_the_confirmation_refuses_another_councils_state_a_rejected_code_and_non_admins(): void
    {
        MicrosoftSignIn::fake();
        $riverside = $this->council('riverside');
        $northfield = $this->council('northfield');
        $demo = $this->user('demo@example.com');
        $url = $this->actingAs($demo)->getJson("/api/auth/microsoft/redirect?type=sharepoint&council_id={$northfield->id}")->json('url');
        parse_str((string) parse_url($url, PHP_URL_QUERY), $back);

        $this->actingAs($demo)->postJson("/api/councils/{$riverside->id}/sharepoint?".http_build_query($back))
            ->assertUnprocessable()->assertJsonValidationErrors('state');
        $url = $this->actingAs($demo)->getJson("/api/auth/microsoft/redirect?type=sharepoint&council_id={$riverside->id}")->json('url');
        parse_str((string) parse_url($url, PHP_URL_QUERY), $back);
        $this->actingAs($demo)->postJson("/api/councils/{$riverside->id}/sharepoint?".http_build_query(['code' => 'forged'] + $back))
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['code' => 'Microsoft rejected the authorization code. Please try again.']);
        $this->assertNull($riverside->sharepointConnection()->first());
    }

    public function test_only_admins_confirm(): void
    {
        $northfield = $this->council('northfield');
        $query = http_build_query(['code' => MicrosoftIdentityFake::codeFor('m@example.com', 'M'), 'state' => 'x']);

        $this->actingAs($this->user('member@example.com'))->postJson("/api/councils/{$northfield->id}/sharepoint?{$query}")->assertForbidden();
    }

    public function test_browsing_lists_folders_first_then_files_by_name_with_breadcrumbs(): void
    {
        $fake = SharePoint::fake();
        $northfield = $this->council('northfield');
        $member = $this->user('member@example.com');

        $root = $this->actingAs($member)->getJson("/api/councils/{$northfield->id}/sharepoint/".rawurlencode(Library::DOCUMENTS))
            ->assertOk()
            ->assertJsonPath('drive.name', 'Documents')
            ->assertJsonPath('breadcrumbs', [['name' => 'Documents', 'path' => '/']])
            ->json('data');
        $this->assertSame(['Archive', 'Finance', 'Planning', 'Policies', 'Contacts.xlsx', 'Welcome to the council library.docx'], array_column($root, 'name'));

        $this->actingAs($member)->getJson("/api/councils/{$northfield->id}/sharepoint/".rawurlencode(Library::DOCUMENTS).'/Planning')
            ->assertOk()
            ->assertJsonPath('data.0.name', 'Appeals')
            ->assertJsonPath('data.0.path', '/Planning/Appeals')
            ->assertJsonPath('data.0.is_folder', true)
            ->assertJsonPath('data.0.size', null)
            ->assertJsonPath('data.2.name', 'Local Plan policies map.pdf')
            ->assertJsonPath('data.2.size', 5120 * 1024)
            ->assertJsonPath('data.2.mime_type', 'application/pdf');

        $this->actingAs($member)->getJson("/api/councils/{$northfield->id}/sharepoint/".rawurlencode(Library::DOCUMENTS).'/Planning/Applications')
            ->assertOk()
            ->assertJsonPath('breadcrumbs.2', ['name' => 'Applications', 'path' => '/Planning/Applications'])
            ->assertJsonPath('data.0.name', '2025');
        $fake->assertBrowsed(Library::DOCUMENTS, '/Planning/Applications');
    }

    public function test_an_unknown_drive_or_folder_or_a_file_is_not_found(): void
    {
        SharePoint::fake();
        $northfield = $this->council('northfield');
        $member = $this->user('member@example.com');
        $drive = rawurlencode(Library::DOCUMENTS);

        $this->actingAs($member)->getJson("/api/councils/{$northfield->id}/sharepoint/b!nope")->assertNotFound();
        $this->actingAs($member)->getJson("/api/councils/{$northfield->id}/sharepoint/{$drive}/Nope")->assertNotFound();
        $this->actingAs($member)->getJson("/api/councils/{$northfield->id}/sharepoint/{$drive}/Contacts.xlsx")->assertNotFound();
        $this->actingAs($member)->getJson("/api/councils/{$northfield->id}/sharepoint/{$drive}/Planning/Neighbourhood%20Plan.docx")->assertNotFound();
    }

    public function test_browsing_an_unconnected_council_is_a_422_and_outsiders_are_refused(): void
    {
        SharePoint::fake();
        $riverside = $this->council('riverside');

        $this->actingAs($this->user('demo@example.com'))->getJson("/api/councils/{$riverside->id}/sharepoint/".rawurlencode(Library::DOCUMENTS))
            ->assertUnprocessable()->assertJsonValidationErrors(['sharepoint' => 'SharePoint is not connected.']);
        $this->actingAs($this->user('member@example.com'))->getJson("/api/councils/{$riverside->id}/sharepoint/".rawurlencode(Library::DOCUMENTS))
            ->assertForbidden();
    }

    private function councilAgent(Council $council): CouncilAgent
    {
        return $council->councilAgents()->create(['agent_id' => Agent::orderBy('id')->value('id'), 'is_enabled' => true]);
    }

    public function test_an_admin_links_a_folder_to_a_council_agent(): void
    {
        SharePoint::fake();
        Event::fake([CouncilAgentUpdated::class]);
        $northfield = $this->council('northfield');
        $councilAgent = $this->councilAgent($northfield);

        $this->actingAs($this->user('demo@example.com'))
            ->postJson("/api/councils/{$northfield->id}/agents/{$councilAgent->agent_id}/sharepoint", ['drive' => Library::DOCUMENTS, 'path' => '/Planning/Applications/'])
            ->assertOk()
            ->assertJsonPath('data.id', $councilAgent->agent_id)
            ->assertJsonPath('data.sharepoint', ['drive' => Library::DOCUMENTS, 'path' => '/Planning/Applications']);

        $this->assertSame('/Planning/Applications', $councilAgent->fresh()->sharepoint_path);
        Event::assertDispatched(CouncilAgentUpdated::class);
    }

    public function test_a_link_to_a_missing_drive_or_folder_or_without_sharepoint_is_refused(): void
    {
        SharePoint::fake();
        $northfield = $this->council('northfield');
        $riverside = $this->council('riverside');
        $demo = $this->user('demo@example.com');
        $agent = $this->councilAgent($northfield)->agent_id;
        $this->councilAgent($riverside);

        $this->actingAs($demo)->postJson("/api/councils/{$northfield->id}/agents/{$agent}/sharepoint", ['drive' => 'b!nope', 'path' => '/'])
            ->assertUnprocessable()->assertJsonValidationErrors(['drive' => 'The drive does not exist.']);
        $this->actingAs($demo)->postJson("/api/councils/{$northfield->id}/agents/{$agent}/sharepoint", ['drive' => Library::DOCUMENTS, 'path' => '/Planning/Nope'])
            ->assertUnprocessable()->assertJsonValidationErrors(['path' => 'The folder does not exist in this drive.']);
        $this->actingAs($demo)->postJson("/api/councils/{$northfield->id}/agents/{$agent}/sharepoint", ['drive' => Library::DOCUMENTS, 'path' => 'Planning'])
            ->assertUnprocessable()->assertJsonValidationErrors('path');
        $this->actingAs($demo)->postJson("/api/councils/{$northfield->id}/agents/{$agent}/sharepoint", ['drive' => Library::DOCUMENTS, 'path' => ['/Planning']])
            ->assertUnprocessable()->assertJsonValidationErrors(['path' => 'The path field must be a string.']);
        $this->actingAs($demo)->postJson("/api/councils/{$riverside->id}/agents/{$agent}/sharepoint", ['drive' => Library::DOCUMENTS, 'path' => '/'])
            ->assertUnprocessable()->assertJsonValidationErrors(['sharepoint' => 'SharePoint is not connected.']);
        $this->actingAs($demo)->postJson("/api/councils/{$northfield->id}/agents/999999/sharepoint", ['drive' => Library::DOCUMENTS, 'path' => '/'])
            ->assertNotFound();
        $this->assertNull(CouncilAgent::where('agent_id', $agent)->whereNotNull('sharepoint_path')->first());
    }

    public function test_members_may_not_link(): void
    {
        $northfield = $this->council('northfield');
        $agent = $this->councilAgent($northfield)->agent_id;

        $this->actingAs($this->user('member@example.com'))
            ->postJson("/api/councils/{$northfield->id}/agents/{$agent}/sharepoint", ['drive' => Library::DOCUMENTS, 'path' => '/'])
            ->assertForbidden();
    }

    public function test_the_graph_driver_reads_drives_and_children_and_reports_a_refused_grant(): void
    {
        Http::fake([
            'https://graph.test/v1.0/sites/root/drives' => Http::response(['value' => [['id' => 'd1', 'name' => 'Documents', 'webUrl' => 'https://sp.test/Docs', 'driveType' => 'documentLibrary']]]),
            'https://graph.test/v1.0/drives/d1/root:/Planning:/children' => Http::response(['value' => [
                ['id' => 'i1', 'name' => 'Plan.pdf', 'webUrl' => 'https://sp.test/Docs/Planning/Plan.pdf', 'size' => 10, 'file' => ['mimeType' => 'application/pdf'], 'lastModifiedDateTime' => '2026-01-01T00:00:00Z'],
            ]]),
            'https://graph.test/v1.0/drives/d1/root:/Nope:/children' => Http::response(['error' => ['code' => 'itemNotFound']], 404),
            'https://graph.test/v1.0/drives/d2/*' => Http::response(['error' => ['code' => 'InvalidAuthenticationToken']], 401),
        ]);
        $graph = new MicrosoftGraphSharePoint(['graph_url' => 'https://graph.test', 'timeout' => 5]);

        $this->assertSame('Documents', $graph->drives('t')[0]->name);
        $items = $graph->children('t', 'd1', '/Planning');
        $this->assertSame(['/Planning/Plan.pdf', false, 'application/pdf'], [$items[0]->path, $items[0]->isFolder, $items[0]->mimeType]);
        $this->assertNull($graph->children('t', 'd1', '/Nope'));
        $this->expectException(\App\Exceptions\SharePointAccessRevoked::class);
        $graph->children('t', 'd2', '/');
    }

    public function test_an_expired_access_token_is_renewed_with_the_refresh_token(): void
    {
        $fake = SharePoint::fake();
        $northfield = $this->council('northfield');
        $connection = $northfield->sharepointConnection;
        $connection->update(['expires_at' => now()->subMinute()]);
        $fake->expire($connection->access_token);
        $refreshToken = $connection->refresh_token;

        $this->actingAs($this->user('member@example.com'))->getJson("/api/councils/{$northfield->id}/sharepoint")
            ->assertOk()->assertJsonPath('connection.connected', true)->assertJsonPath('data.0.id', Library::DOCUMENTS);

        $fake->assertRefreshed($refreshToken);
        $renewed = $connection->fresh();
        $this->assertSame(['sharepoint-access-renewed-1', 'sharepoint-refresh-renewed-1'], [$renewed->access_token, $renewed->refresh_token]);
        $this->assertTrue($renewed->expires_at->isFuture());
    }

    public function test_a_token_refused_before_its_expiry_is_renewed_once_and_browsing_goes_on(): void
    {
        $fake = SharePoint::fake();
        $northfield = $this->council('northfield');
        $connection = $northfield->sharepointConnection;
        $connection->update(['expires_at' => now()->addHour()]);
        $fake->expire($connection->access_token);

        $this->actingAs($this->user('member@example.com'))->getJson("/api/councils/{$northfield->id}/sharepoint/".Library::DOCUMENTS)
            ->assertOk();

        $this->assertSame('sharepoint-access-renewed-1', $connection->fresh()->access_token);
    }

    public function test_a_refresh_token_microsoft_refuses_forgets_the_grant(): void
    {
        SharePoint::fake()->revokeAccess();
        $northfield = $this->council('northfield');
        $northfield->sharepointConnection->update(['expires_at' => now()->subMinute()]);

        $this->actingAs($this->user('member@example.com'))->getJson("/api/councils/{$northfield->id}/sharepoint/".Library::DOCUMENTS)
            ->assertUnprocessable()->assertJsonValidationErrors('sharepoint');
        $this->assertNull($northfield->sharepointConnection()->first());
    }

    public function test_the_graph_driver_renews_the_access_token(): void
    {
        Http::fake([
            'https://login.test/common/oauth2/v2.0/token' => Http::sequence()
                ->push(['access_token' => 'a2', 'refresh_token' => 'r2', 'expires_in' => 3599])
                ->push(['error' => 'invalid_grant'], 400),
        ]);
        $graph = new MicrosoftGraphSharePoint(['client_id' => 'c', 'client_secret' => 's', 'tenant' => 'common', 'login_url' => 'https://login.test', 'graph_url' => 'https://graph.test', 'timeout' => 5]);

        $tokens = $graph->refreshAccessToken('r1');

        $this->assertSame(['a2', 'r2'], [$tokens->accessToken, $tokens->refreshToken]);
        Http::assertSent(fn ($request) => $request['grant_type'] === 'refresh_token' && $request['refresh_token'] === 'r1' && $request['client_id'] === 'c');
        $this->expectException(\App\Exceptions\SharePointAccessRevoked::class);
        $graph->refreshAccessToken('r2');
    }
}
