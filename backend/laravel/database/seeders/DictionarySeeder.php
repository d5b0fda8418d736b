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

        foreach (['Councillor', 'Planning officer', 'Clerk', 'Legal adviser', 'Finance officer'] as $name) {
            UserPosition::create(['name' => $name]);
        }

        Category::create(['name' => 'Planning', 'slug' => 'planning', 'icon' => 'map-marker']);
        Category::create(['name' => 'Legal', 'slug' => 'legal', 'icon' => 'scale-balance']);
        Category::create(['name' => 'Finance', 'slug' => 'finance', 'icon' => 'currency-eur']);

        AiModel::create(['name' => 'Claude Sonnet', 'provider' => 'anthropic', 'provider_name' => 'Anthropic', 'context_window' => 200000]);
        AiModel::create(['name' => 'GPT-4o', 'provider' => 'openai', 'provider_name' => 'OpenAI', 'context_window' => 128000]);

        Tool::create([
            'slug' => 'google-calendar', 'name' => 'Google Calendar', 'icon_url' => null,
            'description' => 'Read and create events in your calendars.',
            'functions' => ['list_events', 'create_event'],
            'function_definitions' => [
                ['name' => 'list_events', 'title' => 'List upcoming events', 'description' => 'The events of your calendar in a time range.', 'parameters' => [
                    ['name' => 'max_results', 'label' => 'How many events', 'type' => 'integer', 'required' => false, 'description' => 'Between 1 and 100; 10 when left empty.', 'minimum' => 1, 'maximum' => 100],
                ]],
                ['name' => 'create_event', 'title' => 'Create an event', 'description' => 'Adds an event to your calendar.', 'parameters' => [
                    ['name' => 'title', 'label' => 'Title', 'type' => 'string', 'required' => true, 'description' => null],
                    ['name' => 'starts_at', 'label' => 'Starts at', 'type' => 'date-time', 'required' => true, 'description' => null],
                ]],
            ],
        ]);
        Tool::create([
            'slug' => 'slack', 'name' => 'Slack', 'icon_url' => null,
            'description' => 'Post messages to your channels.',
            'functions' => ['post_message'],
            'function_definitions' => [
                ['name' => 'post_message', 'title' => 'Post a message', 'description' => 'Posts a message to one of your channels.', 'parameters' => [
                    ['name' => 'channel', 'label' => 'Channel', 'type' => 'string', 'required' => true, 'description' => null],
                    ['name' => 'text', 'label' => 'Message', 'type' => 'text', 'required' => true, 'description' => null],
                ]],
            ],
        ]);
    }
}
