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

        AiModel::create(['name' => 'Claude Sonnet', 'provider' => 'anthropic', 'context_window' => 200000]);
        AiModel::create(['name' => 'GPT-4o', 'provider' => 'openai', 'context_window' => 128000]);

        Tool::create([
            'slug' => 'google-calendar', 'name' => 'Google Calendar', 'icon_url' => null,
            'description' => 'Read and create events in your calendars.',
            'functions' => ['list_events', 'create_event'],
        ]);
        Tool::create([
            'slug' => 'slack', 'name' => 'Slack', 'icon_url' => null,
            'description' => 'Post messages to your channels.',
            'functions' => ['post_message'],
        ]);
    }
}
