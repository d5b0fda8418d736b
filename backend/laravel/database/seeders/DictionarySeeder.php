<?php

namespace Database\Seeders;

use App\Models\AiModel;
use App\Models\Category;
use App\Models\Role;
use App\Models\Tool;
use App\Models\UserPosition;
use Illuminate\Database\Seeder;

class DictionarySeeder extends Seeder
{
    public function run(): void
    {
        foreach (['Administrator' => 'admin', 'Manager' => 'manager', 'Member' => 'member'] as $name => $slug) {
            Role::create(['name' => $name, 'slug' => $slug]);
        }

        // A parish or town council's positions, as the mock's seed has them (mocks/db/seed/identity-dictionaries.ts).
        foreach ([
            'Clerk', 'Deputy Clerk', 'Responsible Financial Officer', 'Chair', 'Vice-Chair', 'Councillor',
            'Assistant Clerk', 'Project Officer',
        ] as $name) {
            UserPosition::create(['name' => $name]);
        }

        // The store's categories, in a council's own words.
        foreach ([
            ['Governance and Legal', 'governance-legal', 'scale-balance'],
            ['Finance', 'finance', 'currency-gbp'],
            ['Meetings and Casework', 'meetings-casework', 'calendar-text'],
            ['Communications', 'communications', 'bullhorn'],
            ['Staff and HR', 'staff-hr', 'account-group'],
            ['Residents and Services', 'residents-services', 'home-heart'],
            ['Planning and Environment', 'planning-environment', 'tree'],
            ['Consultation and Policy', 'consultation-policy', 'clipboard-text'],
        ] as [$name, $slug, $icon]) {
            Category::create(compact('name', 'slug', 'icon'));
        }

        // One spelling of each provider: `provider` is its key, `provider_name` how people write it.
        foreach ([
            ['Claude Sonnet', 'anthropic', 'Anthropic', 200000],
            ['Claude Haiku', 'anthropic', 'Anthropic', 200000],
            ['GPT-4o', 'openai', 'OpenAI', 128000],
            ['GPT-4o mini', 'openai', 'OpenAI', 128000],
            ['Mistral Large', 'mistral', 'Mistral AI', 128000],
            ['Llama 3.1 70B', 'meta', 'Meta', 128000],
        ] as [$name, $provider, $provider_name, $context_window]) {
            AiModel::create(compact('name', 'provider', 'provider_name', 'context_window'));
        }

        Tool::create([
            'slug' => 'google-calendar', 'name' => 'Google Calendar', 'icon_url' => null,
            'description' => 'Read and create events in your Google Calendar.',
            'functions' => ['list_events', 'create_event'],
            'function_definitions' => [
                // The arguments App\Support\Fakes\FakeToolFunctions (and the provider) read.
                ['name' => 'list_events', 'title' => 'List upcoming events', 'description' => 'The events of your calendar in a time range.', 'parameters' => [
                    ['name' => 'time_min', 'label' => 'From', 'type' => 'date-time', 'required' => false, 'description' => 'Now when left empty.'],
                    ['name' => 'time_max', 'label' => 'Until', 'type' => 'date-time', 'required' => false, 'description' => null],
                    ['name' => 'max_results', 'label' => 'How many results', 'type' => 'integer', 'required' => false, 'description' => 'Between 1 and 100; 10 when left empty.', 'minimum' => 1, 'maximum' => 100],
                ]],
                ['name' => 'create_event', 'title' => 'Create an event', 'description' => 'Adds an event to your calendar.', 'parameters' => [
                    ['name' => 'summary', 'label' => 'Title', 'type' => 'string', 'required' => true, 'description' => null],
                    ['name' => 'start', 'label' => 'Starts', 'type' => 'date-time', 'required' => false, 'description' => null],
                    ['name' => 'end', 'label' => 'Ends', 'type' => 'date-time', 'required' => false, 'description' => null],
                ]],
            ],
        ]);
        Tool::create([
            'slug' => 'slack', 'name' => 'Slack', 'icon_url' => null,
            'description' => 'List channels and post messages to Slack.',
            'functions' => ['list_channels', 'post_message'],
            'function_definitions' => [
                ['name' => 'list_channels', 'title' => 'List channels', 'description' => 'The channels you can post to.', 'parameters' => []],
                ['name' => 'post_message', 'title' => 'Post a message', 'description' => 'Posts a message to one of your channels.', 'parameters' => [
                    ['name' => 'channel', 'label' => 'Channel', 'type' => 'string', 'required' => true, 'description' => null],
                    ['name' => 'text', 'label' => 'Message', 'type' => 'text', 'required' => true, 'description' => null],
                ]],
            ],
        ]);
        // A council's documents and meetings live in its office suite: the same tools, spelled as
        // the mock's dictionary (mocks/db/seed/identity-dictionaries.ts) and the contract's example.
        Tool::create([
            'slug' => 'google-drive', 'name' => 'Google Drive', 'icon_url' => null,
            'description' => 'Find and create documents in your Google Drive.',
            'functions' => ['search_files', 'create_document'],
            'function_definitions' => [
                ['name' => 'search_files', 'title' => 'Search files', 'description' => 'Finds files by their name.', 'parameters' => [
                    ['name' => 'query', 'label' => 'Search for', 'type' => 'string', 'required' => false, 'description' => null],
                    ['name' => 'max_results', 'label' => 'How many results', 'type' => 'integer', 'required' => false, 'description' => 'Between 1 and 100; 10 when left empty.', 'minimum' => 1, 'maximum' => 100],
                ]],
                ['name' => 'create_document', 'title' => 'Create a document', 'description' => 'Adds a document to a folder of your Drive.', 'parameters' => [
                    ['name' => 'folder', 'label' => 'Folder', 'type' => 'string', 'required' => true, 'description' => null],
                    ['name' => 'title', 'label' => 'Title', 'type' => 'string', 'required' => true, 'description' => null],
                ]],
            ],
        ]);
        Tool::create([
            'slug' => 'microsoft-teams', 'name' => 'Microsoft Teams', 'icon_url' => null,
            'description' => 'List your teams and post messages to their channels.',
            'functions' => ['list_teams', 'post_message'],
            'function_definitions' => [
                ['name' => 'list_teams', 'title' => 'List teams', 'description' => 'The teams you belong to, with their channels.', 'parameters' => []],
                ['name' => 'post_message', 'title' => 'Post a message', 'description' => 'Posts a message to a channel of one of your teams.', 'parameters' => [
                    ['name' => 'channel', 'label' => 'Channel', 'type' => 'string', 'required' => true, 'description' => 'team/channel'],
                    ['name' => 'text', 'label' => 'Message', 'type' => 'text', 'required' => true, 'description' => null],
                ]],
            ],
        ]);
    }
}
