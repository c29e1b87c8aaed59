/** What other features use of the demo: the fault switch (/login's 示範模式 loads it in demo builds only). */
export { DemoFaultSwitch } from './demo-fault-switch';
