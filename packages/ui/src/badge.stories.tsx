import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { Badge } from './badge';

const meta = { title: 'Design system/Badge', component: Badge, args: { children: 'Neu' } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Sale: Story = { args: { tone: 'sale', children: '−20 %' } };
export const Info: Story = { args: { tone: 'info', children: 'Bestseller' } };
